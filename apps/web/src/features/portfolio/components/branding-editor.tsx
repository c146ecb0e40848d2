import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  accentColours,
  accentPalette,
  updateBrandingSchema,
  type AccentColour,
} from '@skillswap/contracts/organisations/branding';
import { pickedImageSchema } from '@skillswap/contracts/portfolio/schemas';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMyBranding, useSaveBranding } from '../api/branding.ts';

const coverIdOf = (url: string | null) => url?.match(/([0-9a-f]{64})\.webp$/)?.[1] ?? null;

/** My Profile's branding (ADR 113): an accent colour from the palette and a cover image, Premium and up. */
export function BrandingEditor({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'premium');
  const branding = useMyBranding(isAllowed);
  const id = useId();
  if (plan === undefined) return null;
  const heading = (
    <h2 id={`${id}-heading`} className="text-xl font-semibold">
      {t('premium.branding.title')}
    </h2>
  );
  if (!isAllowed) {
    return (
      <section aria-labelledby={`${id}-heading`} className="grid gap-3">
        {heading}
        <PlanLock plan="premium" feature={t('premium.branding.lockFeature')}>
          <p className="text-sm text-muted-foreground">{t('premium.branding.lockText')}</p>
        </PlanLock>
      </section>
    );
  }
  if (!branding.data) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border p-4">
      <div className="grid gap-1">
        {heading}
        <p className="text-sm text-muted-foreground">{t('premium.branding.description')}</p>
      </div>
      <BrandingForm formId={id} accent={branding.data.accent} coverUrl={branding.data.coverUrl} />
    </section>
  );
}

/** The contract's accent, a cover picked to upload (checked as the upload will), and keeping the last one. */
const brandingFormSchema = updateBrandingSchema.pick({ accent: true }).extend({
  cover: pickedImageSchema.pipe(z.instanceof(File)).optional(),
  keepsCover: z.boolean(),
});
type BrandingValues = z.input<typeof brandingFormSchema>;
type BrandingInput = z.output<typeof brandingFormSchema>;

/** Where the server's issues show: the upload's and the saved cover's under the cover field. */
const serverFields = { accent: 'accent', file: 'cover', coverId: 'cover' } as const;

function BrandingForm({
  formId,
  accent: savedAccent,
  coverUrl,
}: {
  formId: string;
  accent: AccentColour | null;
  coverUrl: string | null;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const save = useSaveBranding();
  // A file input cannot be given a value, so the field is drawn anew once the cover is saved.
  const [coverKey, setCoverKey] = useState(0);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    BrandingValues,
    unknown,
    BrandingInput
  >({
    resolver: zodResolver(brandingFormSchema),
    defaultValues: { accent: savedAccent, cover: undefined, keepsCover: coverUrl !== null },
  });
  const { errors } = formState;
  const [accent, cover, keepsCover] = useWatch({ control, name: ['accent', 'cover', 'keepsCover'] });
  const coverError = validation(errors.cover?.message);
  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({
        accent: input.accent,
        file: input.cover ?? null,
        coverId: input.keepsCover ? coverIdOf(coverUrl) : null,
      });
      reset({ accent: saved.accent, cover: undefined, keepsCover: saved.coverUrl !== null });
      setCoverKey((key) => key + 1);
      toast.success(t('premium.branding.saved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, serverFields, validation)) return;
      toast.error(getErrorMessage(failure, t('premium.branding.saveFailed')));
    }
  });
  return (
    <form
      noValidate
      aria-labelledby={`${formId}-heading`}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('premium.branding.accent')}</legend>
        <div className="flex flex-wrap gap-2">
          <AccentChoice
            name={`${formId}-accent`}
            label={t('premium.branding.accentNone')}
            checked={accent === null}
            onChoose={() => setValue('accent', null, { shouldDirty: true })}
          />
          {accentColours.map((colour) => (
            <AccentChoice
              key={colour}
              name={`${formId}-accent`}
              label={t(`premium.branding.colour.${colour}`)}
              colour={colour}
              checked={accent === colour}
              onChoose={() => setValue('accent', colour, { shouldDirty: true })}
            />
          ))}
        </div>
        <FormMessage role="alert">{validation(errors.accent?.message)}</FormMessage>
      </fieldset>
      {coverUrl && keepsCover && !cover && (
        <div className="grid gap-2">
          <img
            src={coverUrl}
            alt={t('premium.branding.currentCover')}
            className="aspect-[3/1] w-full rounded-lg object-cover"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => setValue('keepsCover', false, { shouldDirty: true })}
          >
            {t('premium.branding.removeCover')}
          </Button>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${formId}-cover`}>{t('premium.branding.cover')}</Label>
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <Input
              key={coverKey}
              id={`${formId}-cover`}
              ref={field.ref}
              name={field.name}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={coverError ? true : undefined}
              aria-describedby={
                coverError ? `${formId}-cover-message ${formId}-cover-hint` : `${formId}-cover-hint`
              }
              onChange={(event) => field.onChange(event.target.files?.[0])}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormMessage id={`${formId}-cover-message`}>{coverError}</FormMessage>
        <p id={`${formId}-cover-hint`} className="text-sm text-muted-foreground">
          {t('premium.branding.coverHint')}
        </p>
      </div>
      <Button type="submit" className="w-fit" disabled={formState.isSubmitting}>
        {t('premium.branding.save')}
      </Button>
    </form>
  );
}

function AccentChoice({
  name,
  label,
  colour,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  colour?: AccentColour;
  checked: boolean;
  onChoose: () => void;
}) {
  const shades = colour ? accentPalette[colour] : null;
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-ring">
      <input type="radio" name={name} checked={checked} onChange={onChoose} className="sr-only" />
      <span
        aria-hidden="true"
        className="size-4 rounded-full border bg-muted"
        style={shades ? { backgroundColor: shades.light } : undefined}
      />
      {label}
    </label>
  );
}
