import { useState } from 'react';
import { createEliteWorkshopSchema } from '@skillswap/contracts/workshops/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMemberSearch } from '../../api/members.ts';
import { useCreateEliteWorkshop } from '../../api/workshops.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Staff create an Elite monthly workshop: a host found by name or e-mail, and the workshop's details. */
export function EliteWorkshopForm() {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const [search, setSearch] = useState('');
  const [hostId, setHostId] = useState('');
  const [fields, setFields] = useState({
    title: '',
    skill: '',
    description: '',
    date: '',
    startTime: '18:00',
    durationMinutes: '60',
    seats: '10',
    price: '1',
    place: '',
  });
  const [error, setError] = useState<string | null>(null);
  const members = useMemberSearch(search.trim());
  const create = useCreateEliteWorkshop();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [name]: event.target.value });
    setError(null);
  };

  const submit = () => {
    const parsed = createEliteWorkshopSchema.safeParse({
      ...fields,
      durationMinutes: Number(fields.durationMinutes),
      seats: Number(fields.seats),
      price: Number(fields.price),
      place: fields.place.trim() ? { kind: 'online', url: fields.place.trim() } : { kind: 'online' },
      hostId,
      timeZone: browserZone(),
    });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message) ?? t('console.eliteForm.check'));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (workshop) => toast.success(t('console.eliteForm.created', { title: workshop.title })),
      onError: (failure) => setError(getErrorMessage(failure, t('console.eliteForm.failed'))),
    });
  };

  return (
    <form
      aria-labelledby="elite-form-title"
      noValidate
      className="grid gap-4 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
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
            <input
              type="radio"
              name="host"
              value={member.id}
              checked={hostId === member.id}
              onChange={() => setHostId(member.id)}
            />
            {t('console.eliteForm.hostOption', { name: member.fullName, email: member.email })}
          </label>
        ))}
      </fieldset>
      <TextField label={t('console.eliteForm.workshopTitle')} value={fields.title} onChange={set('title')} />
      <TextField label={t('console.eliteForm.skill')} value={fields.skill} onChange={set('skill')} />
      <FormField label={t('console.eliteForm.description')}>
        {(control) => (
          <Textarea rows={3} {...control} value={fields.description} onChange={set('description')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('console.eliteForm.date', { zone: browserZone() })}
          type="date"
          value={fields.date}
          onChange={set('date')}
        />
        <TextField
          label={t('console.eliteForm.startTime')}
          type="time"
          value={fields.startTime}
          onChange={set('startTime')}
        />
        <TextField
          label={t('console.eliteForm.duration')}
          type="number"
          value={fields.durationMinutes}
          onChange={set('durationMinutes')}
        />
      </div>
      <TextField label={t('console.eliteForm.link')} value={fields.place} onChange={set('place')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('console.eliteForm.seats')}
          type="number"
          value={fields.seats}
          onChange={set('seats')}
        />
        <TextField
          label={t('console.eliteForm.price')}
          type="number"
          step="0.25"
          value={fields.price}
          onChange={set('price')}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {t('console.eliteForm.submit')}
      </Button>
    </form>
  );
}
