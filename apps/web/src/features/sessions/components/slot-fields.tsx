import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SlotInput } from '@skillswap/contracts/sessions/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { utcOffsetLabel } from '@skillswap/contracts/shared/time-zones';
import { dateIn, isOutsideWakingHours, repeatedSlotStarts, slotStart } from '../lib/slot-times.ts';

export const durationChoices = [30, 45, 60, 90, 120, 180] as const;

export const emptySlot = (): SlotInput => ({ date: '', startTime: '', durationMinutes: 60 });

/** The other member of the swap: each slot also shows their local time. */
export interface SlotPartner {
  name: string;
  timeZone: string;
}

interface SlotFieldsProps {
  /** Names this slot for screen readers when there are several ("Time 2"). */
  legend: string;
  /** The slot as typed so far, for the notes under its fields. */
  slot: SlotInput;
  timeZone: string;
  /** The slot's fields, registered with the form (the length as a number). */
  fields: Record<keyof SlotInput, UseFormRegisterReturn>;
  /** Each field's issue, in the member's language. */
  errors?: Partial<Record<keyof SlotInput, string | undefined>>;
  partner?: SlotPartner;
}

/** The slot as the partner reads it, warned when outside 08:00–21:00 there; refused in the past. */
function SlotInPartnerZone({
  slot,
  timeZone,
  partner,
}: {
  slot: SlotInput;
  timeZone: string;
  partner?: SlotPartner;
}) {
  const { t } = useTranslation();
  const format = useFormatters(partner?.timeZone);
  // "Past" as of when the dialog opened; the submit checks again against the clock.
  const [openedAt] = useState(Date.now);
  const start = slotStart(slot, timeZone);
  if (!start) return null;
  if (start.getTime() <= openedAt) {
    return <p className="font-medium text-destructive">{t('scheduling.slot.past')}</p>;
  }
  if (!partner) return null;
  const end = new Date(start.getTime() + slot.durationMinutes * 60_000);
  const time = `${format.day(start)}, ${format.clock(start)}–${format.clock(end)}`;
  const isOutside = isOutsideWakingHours(start, slot.durationMinutes, partner.timeZone);
  return (
    <>
      <p className="text-muted-foreground">
        {t('scheduling.slot.partnerTime', { name: partner.name, time, zone: partner.timeZone })}
      </p>
      {isOutside && (
        <p className="flex items-start gap-2 font-medium text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('scheduling.slot.outsideHours', { name: partner.name })}
        </p>
      )}
    </>
  );
}

/** When the typed time happens twice (the clocks go back), which of the two the slot means. */
function RepeatedTimeNote({ slot, timeZone }: { slot: SlotInput; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  const starts = repeatedSlotStarts(slot, timeZone);
  if (!starts) return null;
  const [first, second] = starts;
  return (
    <p className="flex items-start gap-2 font-medium text-amber-800 dark:text-amber-300">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('scheduling.slot.occursTwice', {
        time: slot.startTime,
        date: format.date(first),
        first: utcOffsetLabel(first, timeZone),
        second: utcOffsetLabel(second, timeZone),
      })}
    </p>
  );
}

/**
 * A date, a start time (in the member's zone, named) and a length; with the partner's local time when known.
 */
export function SlotFields({ legend, slot, timeZone, fields, errors, partner }: SlotFieldsProps) {
  const { t } = useTranslation();
  const durationLabel = (minutes: number) =>
    minutes < 60
      ? t('scheduling.slot.minutes', { count: minutes })
      : t('scheduling.slot.hours', { count: minutes / 60 });
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <FormField label={t('scheduling.slot.date')} error={errors?.date}>
        {(control) => <Input {...control} type="date" required min={dateIn(timeZone)} {...fields.date} />}
      </FormField>
      <FormField label={t('scheduling.slot.startTime', { zone: timeZone })} error={errors?.startTime}>
        {(control) => <Input {...control} type="time" required {...fields.startTime} />}
      </FormField>
      <FormField label={t('scheduling.slot.length')} error={errors?.durationMinutes}>
        {(control) => (
          <select
            {...control}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            {...fields.durationMinutes}
          >
            {durationChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {durationLabel(minutes)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div aria-live="polite" className="grid gap-1 text-sm empty:hidden sm:col-span-3">
        <RepeatedTimeNote slot={slot} timeZone={timeZone} />
        <SlotInPartnerZone slot={slot} timeZone={timeZone} partner={partner} />
      </div>
    </fieldset>
  );
}
