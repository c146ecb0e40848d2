import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { OrganisationBranding } from '@skillswap/contracts/communities/schemas';
import { organisationAccentSchema } from '@skillswap/contracts/organisations/schemas';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import {
  uploadOrganisationLogo,
  useOrganisationBranding,
  useSaveOrganisationBranding,
} from '../api/organisation-branding.ts';

/** An address, the same in every language. */
const accentExample = '#1d4ed8';
const logoIdOf = (url: string | null) => (url ? (/([0-9a-f]{64})\.webp$/.exec(url)?.[1] ?? null) : null);

function BrandingForm({ slug, saved }: { slug: string; saved: OrganisationBranding }) {
  const { t } = useTranslation();
  const ids = { name: useId(), logo: useId(), accent: useId(), accentHint: useId(), error: useId() };
  const save = useSaveOrganisationBranding(slug);
  const [displayName, setDisplayName] = useState(saved.displayName ?? '');
  const [logo, setLogo] = useState<{ id: string; url: string } | null>(
    saved.logoUrl ? { id: logoIdOf(saved.logoUrl) ?? '', url: saved.logoUrl } : null,
  );
  const [accent, setAccent] = useState(saved.accent ?? '');
  const [isUploading, setIsUploading] = useState(false);
  const [accentError, setAccentError] = useState<string | null>(null);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setIsUploading(true);
    uploadOrganisationLogo(slug, file).then(
      (image) => {
        setLogo({ id: image.imageId, url: image.imageUrl });
        setIsUploading(false);
      },
      (failure: unknown) => {
        setIsUploading(false);
        toast.error(getErrorMessage(failure, t('communities.branding.uploadFailed')));
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const colour = accent.trim();
    // The server refuses a colour too light for white text; saying so here saves a round trip.
    const checked = colour ? organisationAccentSchema.safeParse(colour) : null;
    if (checked && !checked.success) {
      const ratio = /contrast of ([\d.]+):1/.exec(checked.error.issues[0]?.message ?? '')?.[1];
      setAccentError(
        ratio ? t('communities.branding.accentTooLight', { ratio }) : t('communities.branding.accentFormat'),
      );
      return;
    }
    setAccentError(null);
    save.mutate(
      {
        displayName: displayName.trim() || null,
        logoId: logo?.id || null,
        accent: checked?.data ?? null,
      },
      {
        onSuccess: () => toast.success(t('communities.branding.saved')),
        onError: (failure) => toast.error(getErrorMessage(failure, t('communities.branding.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.name}>{t('communities.branding.displayName')}</Label>
        <Input
          id={ids.name}
          value={displayName}
          maxLength={80}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.logo}>{t('communities.branding.logo')}</Label>
        <div className="flex flex-wrap items-center gap-3">
          {logo && (
            <img
              src={logo.url}
              alt={t('communities.branding.logoPreview')}
              className="h-12 max-w-40 rounded border bg-white object-contain p-1"
            />
          )}
          <Input
            id={ids.logo}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={upload}
            className="max-w-xs"
          />
          {isUploading && <Spinner label={t('communities.branding.uploading')} />}
          {logo && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setLogo(null)}>
              {t('communities.branding.removeLogo')}
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.accent}>{t('communities.branding.accent')}</Label>
        <p id={ids.accentHint} className="text-sm text-muted-foreground">
          {t('communities.branding.accentHint')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={ids.accent}
            value={accent}
            placeholder={accentExample}
            maxLength={7}
            aria-describedby={accentError ? `${ids.accentHint} ${ids.error}` : ids.accentHint}
            aria-invalid={accentError ? true : undefined}
            onChange={(event) => setAccent(event.target.value)}
            className="w-32 font-mono"
          />
          <input
            type="color"
            aria-label={t('communities.branding.accentPicker')}
            value={/^#[0-9a-f]{6}$/i.test(accent) ? accent.toLowerCase() : '#000000'}
            onChange={(event) => setAccent(event.target.value)}
            className="h-9 w-12 cursor-pointer rounded border"
          />
        </div>
        {accentError && (
          <p id={ids.error} role="alert" className="text-sm text-destructive">
            {accentError}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending || isUploading}>
          {t('communities.branding.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * White-label (ADR 140), for an organisation's admins: the display name, logo and accent colour its page and
 * mails show while its owner is on Enterprise.
 */
export function OrganisationBrandingPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const branding = useOrganisationBranding(slug);
  const isLocked = branding.error instanceof ApiError && branding.error.code === 'plan_required';
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('communities.branding.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('communities.branding.hint')}</p>
      {branding.isPending && <Spinner label={t('communities.branding.loading')} />}
      {isLocked && <PlanLock plan="enterprise" feature={t('communities.branding.title')} />}
      {branding.isError && !isLocked && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(branding.error, t('communities.branding.loadFailed'))}
        </p>
      )}
      {branding.data && <BrandingForm slug={slug} saved={branding.data.data} />}
    </section>
  );
}
