import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { toast } from '@/components/layout/toast.ts';
import type { z } from 'zod';
import { updateProfileSchema, type MyProfile } from '@skillswap/contracts/profiles/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useUpdateMyProfile } from '../api/update-my-profile.ts';
import { clearOnboardingDraft, useOnboardingDraft } from './onboarding-draft.ts';
import { SkillsPicker } from './skills-picker.tsx';
import { SwapPreferencesFields } from './swap-preferences-fields.tsx';

type FormInput = z.input<typeof updateProfileSchema>;
type FormOutput = z.output<typeof updateProfileSchema>;

function toFormValues(profile: MyProfile): FormInput {
  return {
    full_name: profile.full_name,
    bio: profile.bio,
    location_street: profile.location_street,
    location_city: profile.location_city,
    location_region: profile.location_region,
    location_country: profile.location_country,
    skills_offered: profile.skills_offered,
    skills_wanted: profile.skills_wanted,
    languages: profile.languages,
    meetingMode: profile.meetingMode,
  };
}

interface SkillsFieldProps {
  control: Control<FormInput, unknown, FormOutput>;
  name: 'skills_offered' | 'skills_wanted';
  label: string;
}

function SkillsField({ control, name, label }: SkillsFieldProps) {
  const validation = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SkillsPicker
          label={label}
          skills={field.value}
          onChange={field.onChange}
          error={validation(fieldState.error?.message ?? fieldState.error?.root?.message)}
        />
      )}
    />
  );
}

interface ProfileEditorFormProps {
  profile: MyProfile;
  /**
   * Only what the starter grant needs (bio and skills), as in the sign-up step; full name and location stay.
   */
  isEssentialsOnly?: boolean;
  submitLabel?: string;
  onSaved?: (profile: MyProfile) => void;
  /** Shown before the submit button (Skip for now, in the sign-up step). */
  secondaryAction?: ReactNode;
  /**
   * Runs before the details are saved (the photo picked on the same page); when it fails, nothing is saved.
   */
  onBeforeSave?: () => Promise<void>;
  /** Keeps what is typed across a reload under this key until it is saved (the sign-up step). */
  draftKey?: string;
}

/** The member's own details, validated by the same contract the server applies. */
export function ProfileEditorForm({
  profile,
  isEssentialsOnly = false,
  submitLabel,
  onSaved,
  secondaryAction,
  onBeforeSave,
  draftKey,
}: ProfileEditorFormProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const mutation = useUpdateMyProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: toFormValues(profile),
  });
  useOnboardingDraft(form, draftKey ?? null);
  const { errors } = form.formState;
  const isSaving = form.formState.isSubmitting || mutation.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onBeforeSave?.();
    } catch (error) {
      toast.error(getErrorMessage(error, t('profiles.photo.failed')));
      return;
    }
    await mutation.mutateAsync(values).then(
      (saved) => {
        form.reset(toFormValues(saved));
        if (draftKey) clearOnboardingDraft(draftKey);
        toast.success(t('profiles.form.saved'));
        onSaved?.(saved);
      },
      (error: unknown) => toast.error(getErrorMessage(error, t('profiles.form.failed'))),
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      {!isEssentialsOnly && (
        <TextField
          label={t('profiles.form.fullName')}
          autoComplete="name"
          error={validation(errors.full_name?.message)}
          {...form.register('full_name')}
        />
      )}
      <FormField label={t('profiles.form.bio')} error={validation(errors.bio?.message)}>
        {(control) => (
          <Textarea
            rows={5}
            placeholder={t('profiles.form.bioPlaceholder')}
            {...control}
            {...form.register('bio')}
          />
        )}
      </FormField>
      {!isEssentialsOnly && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium">{t('profiles.form.location')}</legend>
          <TextField
            label={t('profiles.form.street')}
            autoComplete="address-line1"
            error={validation(errors.location_street?.message)}
            {...form.register('location_street')}
          />
          <TextField
            label={t('profiles.form.city')}
            autoComplete="address-level2"
            error={validation(errors.location_city?.message)}
            {...form.register('location_city')}
          />
          <TextField
            label={t('profiles.form.region')}
            autoComplete="address-level1"
            error={validation(errors.location_region?.message)}
            {...form.register('location_region')}
          />
          <TextField
            label={t('profiles.form.country')}
            autoComplete="country-name"
            error={validation(errors.location_country?.message)}
            {...form.register('location_country')}
          />
        </fieldset>
      )}
      {!isEssentialsOnly && <SwapPreferencesFields register={form.register} />}
      <SkillsField control={form.control} name="skills_offered" label={t('profiles.form.skillsOffered')} />
      <SkillsField control={form.control} name="skills_wanted" label={t('profiles.form.skillsWanted')} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {secondaryAction}
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('profiles.form.saving') : (submitLabel ?? t('profiles.form.save'))}
        </Button>
      </div>
    </form>
  );
}
