import type { CSSProperties } from 'react';
import type { OrganisationBranding } from '@skillswap/contracts/communities/schemas';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * An organisation's white-label accent (ADR 140) on its page's primary buttons and header band: white text on
 * it keeps 4.5:1 (the server refuses paler colours), in either theme.
 */
export function accentStyle(branding: OrganisationBranding | null): CSSProperties | undefined {
  if (!branding?.accent) return undefined;
  // Tailwind's theme resolves `--color-primary` at the root, so the page sets both it and `--primary`.
  return {
    '--primary': branding.accent,
    '--primary-foreground': '#ffffff',
    '--color-primary': branding.accent,
    '--color-primary-foreground': '#ffffff',
  } as CSSProperties;
}

/** The organisation's header band: its logo and display name on its accent. */
export function BrandBand({ name, branding }: { name: string; branding: OrganisationBranding }) {
  const { t } = useTranslation();
  const shownName = branding.displayName ?? name;
  return (
    <div
      data-testid="organisation-brand"
      className="flex flex-wrap items-center gap-4 rounded-lg bg-primary p-4 text-primary-foreground"
    >
      {branding.logoUrl && (
        <img
          src={branding.logoUrl}
          alt={t('communities.branding.logoOf', { name: shownName })}
          className="h-14 max-w-48 rounded bg-white object-contain p-1"
        />
      )}
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{shownName}</h1>
    </div>
  );
}
