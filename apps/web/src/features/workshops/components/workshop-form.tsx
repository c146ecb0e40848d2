import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { createWorkshopSchema, type CreateWorkshopInput } from '@skillswap/contracts/workshops';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { workshopPath } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateWorkshop } from '../api/create-workshop.ts';
import { CommunitySelect } from './community-select.tsx';

// The form keeps the place as two plain fields; the contract's place is built from them on submit.
const formSchema = createWorkshopSchema.omit({ place: true, communitySlug: true }).extend({
  placeKind: z.enum(['online', 'in_person']),
  placeText: z.string().trim().max(300, 'Keep the place under 300 characters'),
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
      setError('placeText', { message: placeCheck.error.issues[0]?.message ?? 'Check the place' });
      return;
    }
    try {
      const workshop = await create.mutateAsync(input);
      toast.success('Workshop created');
      void navigate(workshopPath(workshop.id));
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'The workshop could not be created. Try again.',
      );
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextField label="Skill" error={errors.skill?.message} {...register('skill')} />
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Textarea rows={4} {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Date (your time zone)"
          type="date"
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label="Start time"
          type="time"
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TextField
          label="Length (minutes)"
          type="number"
          error={errors.durationMinutes?.message}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
      </div>
      <FormField label="Where" error={errors.placeKind?.message}>
        {(field) => (
          <select
            {...field}
            className="h-9 rounded-md border bg-background px-3 text-sm"
            {...register('placeKind')}
          >
            <option value="online">Online</option>
            <option value="in_person">In person</option>
          </select>
        )}
      </FormField>
      <TextField
        label={placeKind === 'online' ? 'Meeting link (leave empty and we make one)' : 'Address'}
        error={errors.placeText?.message}
        {...register('placeText')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Seats (2–30)"
          type="number"
          error={errors.seats?.message}
          {...register('seats', { valueAsNumber: true })}
        />
        <TextField
          label="Price per seat (SC)"
          type="number"
          step="0.25"
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
      </div>
      <CommunitySelect value={communitySlug} onChange={setCommunitySlug} />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        Create workshop
      </Button>
    </form>
  );
}
