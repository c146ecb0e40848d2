import { useState } from 'react';
import { createEliteWorkshopSchema } from '@skillswap/contracts/workshops';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMemberSearch } from '../../api/members.ts';
import { useCreateEliteWorkshop } from '../../api/workshops.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Staff create an Elite monthly workshop: a host found by name or e-mail, and the workshop's details. */
export function EliteWorkshopForm() {
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
      setError(parsed.error.issues[0]?.message ?? 'Check the workshop');
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (workshop) => toast.success(`Elite workshop “${workshop.title}” created`),
      onError: (failure) => setError(getErrorMessage(failure, 'The workshop could not be created')),
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
        New Elite workshop
      </h2>
      <TextField
        label="Find the host (name or e-mail)"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Host</legend>
        {(members.data?.members ?? []).slice(0, 5).map((member) => (
          <label key={member.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="host"
              value={member.id}
              checked={hostId === member.id}
              onChange={() => setHostId(member.id)}
            />
            {member.fullName} ({member.email})
          </label>
        ))}
      </fieldset>
      <TextField label="Title" value={fields.title} onChange={set('title')} />
      <TextField label="Skill" value={fields.skill} onChange={set('skill')} />
      <FormField label="Description">
        {(control) => (
          <Textarea rows={3} {...control} value={fields.description} onChange={set('description')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={`Date (${browserZone()})`} type="date" value={fields.date} onChange={set('date')} />
        <TextField label="Start time" type="time" value={fields.startTime} onChange={set('startTime')} />
        <TextField
          label="Length (minutes)"
          type="number"
          value={fields.durationMinutes}
          onChange={set('durationMinutes')}
        />
      </div>
      <TextField
        label="Meeting link (leave empty and we make one)"
        value={fields.place}
        onChange={set('place')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Seats (2–30)" type="number" value={fields.seats} onChange={set('seats')} />
        <TextField
          label="Price per seat (SC)"
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
        Create Elite workshop
      </Button>
    </form>
  );
}
