import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { OrganisationBranding } from '@skillswap/contracts/communities/schemas';
import { contrastRatio } from '@skillswap/contracts/organisations/branding';
import {
  updateOrganisationBrandingSchema,
  type UpdateOrganisationBrandingInput,
} from '@skillswap/contracts/organisations/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import {
  uploadOrganisationLogo,
  useOrganisationBranding,
  useSaveOrganisationBranding,
} from '../api/organisation-branding.ts';

type UpdateOrganisationBranding = z.output<typeof updateOrganisationBrandingSchema>;

/** An address, the same in every language. */
const accentExample = '#1d4ed8';
const logoIdOf = (url: string | null) => (url ? (/([0-9a-f]{64})\.webp$/.exec(url)?.[1] ?? null) : null);

/**
 * The contract's two refusals of a colour in the member's language, the first with the contrast the colour
 * reaches (measured here, as the contract measures it); a refusal from the server comes in their words
 * already.
 */
function accentMessage(t: Translate, message: string | undefined, colour: string) {
  if (message === 'organisations.validation.accentTooLight') {
    const ratio = contrastRatio(colour.trim().toLowerCase(), '#ffffff').toFixed(2);
    return t('communities.branding.accentTooLight', { ratio });
  }
  return message === 'organisations.validation.colourFormat'
    ? t('communities.branding.accentFormat')
    : message;
}

/** An empty box is no value (null), which clears that part; the saved null passes as it is on mount. */
const emptyAsNull = (value: string | null) => value?.trim() || null;
const brandingFields = ['displayName', 'logoId', 'accent'] as const;

function BrandingForm({ slug, saved }: { slug: string; saved: OrganisationBranding }) {
  const { t } = useTranslation();
  const ids = { logo: useId(), accent: useId(), accentHint: useId(), error: useId() };
  const save = useSaveOrganisationBranding(slug);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    UpdateOrganisationBrandingInput,
    unknown,
    UpdateOrganisationBranding
  >({
    resolver: zodResolver(updateOrganisationBrandingSchema),
    defaultValues: {
      displayName: saved.displayName,
      logoId: logoIdOf(saved.logoUrl),
      accent: saved.accent,
    },
  });
  const { errors } = formState;
  const accent = useWatch({ control, name: 'accent' }) ?? '';
  const [logoUrl, setLogoUrl] = useState(saved.logoUrl);
  const [isUploading, setIsUploading] = useState(false);
  const setLogo = (logo: { imageId: string; imageUrl: string } | null) => {
    setValue('logoId', logo?.imageId ?? null);
    setLogoUrl(logo?.imageUrl ?? null);
  };
  const accentError = accentMessage(t, errors.accent?.message, accent);
  const logoError = errors.logoId?.message;

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setIsUploading(true);
    uploadOrganisationLogo(slug, file).then(
      (image) => {
        setLogo(image);
        setIsUploading(false);
      },
      (failure: unknown) => {
        setIsUploading(false);
        toast.error(getErrorMessage(failure, t('communities.branding.uploadFailed')));
      },
    );
  };

  // The contract refuses a colour too light for white text here too; saying so at once saves a round trip.
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('communities.branding.saved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, brandingFields)) return;
      toast.error(getErrorMessage(failure, t('communities.branding.failed')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <TextField
        label={t('communities.branding.displayName')}
        maxLength={80}
        error={errors.displayName?.message}
        {...register('displayName', { setValueAs: emptyAsNull })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.logo}>{t('communities.branding.logo')}</Label>
        <div className="flex flex-wrap items-center gap-3">
          {logoUrl && (
            <img
              src={logoUrl}
              alt={t('communities.branding.logoPreview')}
              className="h-12 max-w-40 rounded border bg-white object-contain p-1"
            />
          )}
          <Input
            id={ids.logo}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={upload}
            aria-invalid={logoError ? true : undefined}
            aria-describedby={logoError ? `${ids.logo}-message` : undefined}
            className="max-w-xs"
          />
          {isUploading && <Spinner label={t('communities.branding.uploading')} />}
          {logoUrl && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setLogo(null)}>
              {t('communities.branding.removeLogo')}
            </Button>
          )}
        </div>
        <FormMessage id={`${ids.logo}-message`}>{logoError}</FormMessage>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.accent}>{t('communities.branding.accent')}</Label>
        <p id={ids.accentHint} className="text-sm text-muted-foreground">
          {t('communities.branding.accentHint')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={ids.accent}
            placeholder={accentExample}
            maxLength={7}
            aria-describedby={accentError ? `${ids.accentHint} ${ids.error}` : ids.accentHint}
            aria-invalid={accentError ? true : undefined}
            className="w-32 font-mono"
            {...register('accent', { setValueAs: emptyAsNull })}
          />
          <input
            type="color"
            aria-label={t('communities.branding.accentPicker')}
            value={/^#[0-9a-f]{6}$/i.test(accent) ? accent.toLowerCase() : '#000000'}
            onChange={(event) => setValue('accent', event.target.value)}
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
