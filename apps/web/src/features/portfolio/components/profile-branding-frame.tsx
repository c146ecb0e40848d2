import type { CSSProperties, ReactNode } from 'react';
import { accentPalette } from '@skillswap/contracts/organisations/branding';
import { useProfileBranding } from '../api/branding.ts';

/**
 * A public profile in its owner's branding (ADR 113): the cover image above, and the accent colour on the
 * name and the rule under the header, in the shade of the current theme (each keeps AA contrast, proven in
 * packages/contracts/src/branding.test.ts). Nothing changes while the owner's plan is below Premium.
 */
export function ProfileBrandingFrame({ memberId, children }: { memberId: string; children: ReactNode }) {
  const branding = useProfileBranding(memberId).data;
  const shades = branding?.accent ? accentPalette[branding.accent] : null;
  const style = shades
    ? ({ '--profile-accent': shades.light, '--profile-accent-dark': shades.dark } as CSSProperties)
    : undefined;
  return (
    <div
      data-accent={branding?.accent ?? undefined}
      style={style}
      className={
        shades
          ? 'grid gap-6 border-t-4 border-[var(--profile-accent)] pt-6 dark:border-[var(--profile-accent-dark)] [&_h1]:text-[var(--profile-accent)] dark:[&_h1]:text-[var(--profile-accent-dark)]'
          : 'grid gap-6'
      }
    >
      {branding?.coverUrl && (
        <img
          src={branding.coverUrl}
          alt=""
          data-testid="profile-cover"
          className="aspect-[3/1] w-full rounded-xl object-cover"
        />
      )}
      {children}
    </div>
  );
}
