import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { createWorkshopSchema, type CreateWorkshopInput } from '@skillswap/contracts/workshops/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { workshopPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateWorkshop } from '../api/create-workshop.ts';
import { CommunitySelect } from './community-select.tsx';

// The form keeps the place as two plain fields; the contract's place is built from them on submit.
const formSchema = createWorkshopSchema.omit({ place: true, communitySlug: true }).extend({
  placeKind: z.enum(['online', 'in_person']),
  placeText: z.string().trim().max(300, 'scheduling.validation.placeTooLong'),
});
type FormValues = z.input<typeof formSchema>;

function toInput(values: z.output<typeof formSchema>): CreateWorkshopInput {
  const { placeKind, placeText, ...rest } = values;
  const place =
    placeKind === 'online'
      ? { kind: 'online' as const, ...(placeText ? { url: placeText } : {}) }
      : { kind: 'in_person' as const, text: placeText };
  return { ...rest, place };
}

/** Hosting a workshop: what, when (in the host's zone), where, seats and the price per seat. */
export function WorkshopForm() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const message = useValidationMessage();
  const create = useCreateWorkshop();
  const { register, handleSubmit, control, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: '',
      skill: '',
      description: '',
      date: '',
      startTime: '18:00',
      durationMinutes: 60,
      placeKind: 'online',
      placeText: '',
      seats: 10,
      price: 1,
    },
  });
  const { errors } = formState;
  const placeKind = useWatch({ control, name: 'placeKind' });
  const [communitySlug, setCommunitySlug] = useState('');
  const submit = handleSubmit(async (values) => {
    const input = { ...toInput(formSchema.parse(values)), ...(communitySlug ? { communitySlug } : {}) };
    const placeCheck = createWorkshopSchema.shape.place.safeParse(input.place);
    if (!placeCheck.success) {
      setError('placeText', {
        message: placeCheck.error.issues[0]?.message ?? t('workshops.form.checkPlace'),
      });
      return;
    }
    try {
      const workshop = await create.mutateAsync(input);
      toast.success(t('workshops.form.created'));
      void navigate(workshopPath(workshop.id));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('workshops.form.failed'));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={t('workshops.form.title')}
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <TextField
        label={t('workshops.form.skill')}
        error={message(errors.skill?.message)}
        {...register('skill')}
      />
      <FormField label={t('workshops.form.description')} error={message(errors.description?.message)}>
        {(field) => <Textarea rows={4} {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('workshops.form.date')}
          type="date"
          error={message(errors.date?.message)}
          {...register('date')}
        />
        <TextField
          label={t('workshops.form.startTime')}
          type="time"
          error={message(errors.startTime?.message)}
          {...register('startTime')}
        />
        <TextField
          label={t('workshops.form.duration')}
          type="number"
          error={message(errors.durationMinutes?.message)}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
      </div>
      <FormField label={t('workshops.filters.where')} error={message(errors.placeKind?.message)}>
        {(field) => (
          <select
            {...field}
            className="h-9 rounded-md border bg-background px-3 text-sm"
            {...register('placeKind')}
          >
            <option value="online">{t('workshops.card.online')}</option>
            <option value="in_person">{t('workshops.card.inPerson')}</option>
          </select>
        )}
      </FormField>
      <TextField
        label={t(placeKind === 'online' ? 'workshops.form.link' : 'workshops.form.address')}
        error={message(errors.placeText?.message)}
        {...register('placeText')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('workshops.form.seats')}
          type="number"
          error={message(errors.seats?.message)}
          {...register('seats', { valueAsNumber: true })}
        />
        <TextField
          label={t('workshops.form.price')}
          type="number"
          step="0.25"
          error={message(errors.price?.message)}
          {...register('price', { valueAsNumber: true })}
        />
      </div>
      <CommunitySelect value={communitySlug} onChange={setCommunitySlug} />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {t('workshops.form.submit')}
      </Button>
    </form>
  );
}
