import type { SlotInput } from '@skillswap/contracts/sessions';
import { FormField } from '@/components/forms/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

export const durationChoices = [30, 45, 60, 90, 120, 180] as const;

export const emptySlot = (): SlotInput => ({ date: '', startTime: '', durationMinutes: 60 });

const durationLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;

interface SlotFieldsProps {
  /** Names this slot for screen readers when there are several ("Time 2"). */
  legend: string;
  slot: SlotInput;
  timeZone: string;
  onChange: (slot: SlotInput) => void;
}

/** A date, a start time (in the member's zone, named) and a length. */
export function SlotFields({ legend, slot, timeZone, onChange }: SlotFieldsProps) {
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <FormField label="Date">
        {(control) => (
          <Input
            {...control}
            type="date"
            required
            value={slot.date}
            onChange={(event) => onChange({ ...slot, date: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={`Start time (${timeZone})`}>
        {(control) => (
          <Input
            {...control}
            type="time"
            required
            value={slot.startTime}
            onChange={(event) => onChange({ ...slot, startTime: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Length">
        {(control) => (
          <select
            {...control}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={slot.durationMinutes}
            onChange={(event) => onChange({ ...slot, durationMinutes: Number(event.target.value) })}
          >
            {durationChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {durationLabel(minutes)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
