import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { createEliteWorkshopSchema } from '@skillswap/contracts/workshops/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMemberSearch } from '../../api/members.ts';
import { useCreateEliteWorkshop } from '../../api/workshops.ts';

type EliteWorkshopValues = z.input<typeof createEliteWorkshopSchema>;
type EliteWorkshopInput = z.output<typeof createEliteWorkshopSchema>;
// The form's place is always online: its link, or none and SkillSwap makes one.
type PlaceErrors = FieldErrors<{ url: string }>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const serverFields = [
  'hostId',
  'title',
  'skill',
  'description',
  'date',
  'startTime',
  'durationMinutes',
  'place.url',
  'seats',
  'price',
] as const;

/** Staff create an Elite monthly workshop: a host found by name or e-mail, and the workshop's details. */
export function EliteWorkshopForm() {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const [search, setSearch] = useState('');
  const members = useMemberSearch(search.trim());
  const create = useCreateEliteWorkshop();
  const { register, handleSubmit, setError, formState } = useForm<
    EliteWorkshopValues,
    unknown,
    EliteWorkshopInput
  >({
    resolver: zodResolver(createEliteWorkshopSchema),
    defaultValues: {
      hostId: '',
      title: '',
      skill: '',
      description: '',
      date: '',
      startTime: '18:00',
      durationMinutes: 60,
      seats: 10,
      price: 1,
      place: { kind: 'online' },
      timeZone: browserZone(),
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      const workshop = await create.mutateAsync(input);
      toast.success(t('console.eliteForm.created', { title: workshop.title }));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, serverFields)) return;
      setError('root', { message: getErrorMessage(failure, t('console.eliteForm.failed')) });
    }
  });

  return (
    <form
      aria-labelledby="elite-form-title"
      noValidate
      className="grid gap-4 rounded-lg border p-4"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="elite-form-title" className="text-lg font-semibold">
        {t('console.eliteForm.title')}
      </h2>
      <TextField
        label={t('console.eliteForm.findHost')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t('console.eliteForm.host')}</legend>
        {(members.data?.members ?? []).slice(0, 5).map((member) => (
          <label key={member.id} className="flex items-center gap-2 text-sm">
            <input type="radio" value={member.id} {...register('hostId')} />
            {t('console.eliteForm.hostOption', { name: member.fullName, email: member.email })}
          </label>
        ))}
        <FormMessage>{validation(errors.hostId?.message)}</FormMessage>
      </fieldset>
      <TextField
        label={t('console.eliteForm.workshopTitle')}
        error={validation(errors.title?.message)}
        {...register('title')}
      />
      <TextField
        label={t('console.eliteForm.skill')}
        error={validation(errors.skill?.message)}
        {...register('skill')}
      />
      <FormField label={t('console.eliteForm.description')} error={validation(errors.description?.message)}>
        {(control) => <Textarea rows={3} {...control} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('console.eliteForm.date', { zone: browserZone() })}
          type="date"
          error={validation(errors.date?.message)}
          {...register('date')}
        />
        <TextField
          label={t('console.eliteForm.startTime')}
          type="time"
          error={validation(errors.startTime?.message)}
          {...register('startTime')}
        />
        <TextField
          label={t('console.eliteForm.duration')}
          type="number"
          error={validation(errors.durationMinutes?.message)}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label={t('console.eliteForm.link')}
        error={validation((errors.place as PlaceErrors | undefined)?.url?.message)}
        {...register('place.url', { setValueAs: (value: string) => value.trim() || undefined })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('console.eliteForm.seats')}
          type="number"
          error={validation(errors.seats?.message)}
          {...register('seats', { valueAsNumber: true })}
        />
        <TextField
          label={t('console.eliteForm.price')}
          type="number"
          step="0.25"
          error={validation(errors.price?.message)}
          {...register('price', { valueAsNumber: true })}
        />
      </div>
      {errors.root && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {t('console.eliteForm.submit')}
      </Button>
    </form>
  );
}
