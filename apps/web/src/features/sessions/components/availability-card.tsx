import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  isoWeekdays,
  minutesOfTime,
  timeOfMinutes,
  updateAvailabilitySchema,
  type AvailabilityRange,
} from '@skillswap/contracts/sessions/availability';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { weekdayName } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAvailability, useUpdateAvailability } from '../api/availability.ts';

/** Half-hour steps of a day, "00:00" to "24:00". */
const halfHours = Array.from({ length: 49 }, (_, index) => timeOfMinutes(index * 30));
const selectClass = 'h-10 rounded-md border border-input bg-background px-2 text-sm';

/** The hours after a range on its day, for the next one added: an hour later, or the morning when none. */
function nextRange(weekday: number, ranges: AvailabilityRange[]): AvailabilityRange {
  const last = ranges.filter((range) => range.weekday === weekday).at(-1);
  const start = last ? Math.min(minutesOfTime(last.end) + 60, 23 * 60) : 9 * 60;
  return { weekday, start: timeOfMinutes(start), end: timeOfMinutes(Math.min(start + 3 * 60, 24 * 60)) };
}

interface RangeRowProps {
  range: AvailabilityRange;
  day: string;
  /** The range's two bounds, registered with the form. */
  fields: Record<'start' | 'end', UseFormRegisterReturn>;
  /** The range's issue (an end too soon after its start), in the member's language. */
  error: string | undefined;
  onRemove: () => void;
}

function RangeRow({ range, day, fields, error, onRemove }: RangeRowProps) {
  const { t } = useTranslation();
  const bound = (key: 'start' | 'end', label: string, times: string[]) => (
    <label className="grid gap-1 text-xs font-medium">
      {label}
      <select
        className={selectClass}
        aria-invalid={key === 'end' && error ? true : undefined}
        aria-describedby={key === 'end' && error ? `${fields.end.name}-message` : undefined}
        {...fields[key]}
      >
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <li className="grid gap-1">
      <div className="flex flex-wrap items-end gap-2">
        {bound('start', t('scheduling.availability.from'), halfHours.slice(0, -1))}
        {bound('end', t('scheduling.availability.to'), halfHours.slice(1))}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('scheduling.availability.remove', { day, from: range.start, to: range.end })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <FormMessage id={`${fields.end.name}-message`}>{error}</FormMessage>
    </li>
  );
}

/** The week as a form: ranges added, changed and removed by day, saved together once changed. */
function AvailabilityForm({ saved }: { saved: AvailabilityRange[] }) {
  const { t, language } = useTranslation();
  const validation = useValidationMessage();
  const update = useUpdateAvailability();
  const { register, handleSubmit, setError, reset, control, formState } = useForm({
    resolver: zodResolver(updateAvailabilitySchema),
    defaultValues: { ranges: saved },
  });
  const { errors, isDirty } = formState;
  const rows = useFieldArray({ control, name: 'ranges' });
  const ranges = useWatch({ control, name: 'ranges' });
  const submit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input.ranges);
      reset(input);
      toast.success(t('scheduling.availability.saved'));
    } catch (caught) {
      const fields = ranges.flatMap((_, index) => [`ranges.${index}.start`, `ranges.${index}.end`] as const);
      if (setServerFieldErrors(setError, caught, fields)) return;
      setError('root', { message: getErrorMessage(caught, t('scheduling.availability.saveError')) });
    }
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      {isoWeekdays.map((weekday) => {
        const day = weekdayName(language, weekday);
        const ofDay = rows.fields
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => row.weekday === weekday);
        return (
          <fieldset key={weekday} className="grid gap-2 border-b pb-3 last:border-b-0">
            <legend className="text-sm font-medium">{day}</legend>
            {ofDay.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('scheduling.availability.none')}</p>
            ) : (
              <ul className="grid gap-2">
                {ofDay.map(({ row, index }) => (
                  <RangeRow
                    key={row.id}
                    range={ranges[index] ?? row}
                    day={day}
                    fields={{
                      start: register(`ranges.${index}.start`),
                      end: register(`ranges.${index}.end`),
                    }}
                    error={validation(errors.ranges?.[index]?.end?.message)}
                    onRemove={() => rows.remove(index)}
                  />
                ))}
              </ul>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => rows.append(nextRange(weekday, ranges))}
            >
              <Plus aria-hidden="true" />
              {t('scheduling.availability.add', { day })}
            </Button>
          </fieldset>
        );
      })}
      <FormMessage>
        {validation(errors.ranges?.root?.message ?? errors.ranges?.message) ?? errors.root?.message}
      </FormMessage>
      <Button type="submit" className="justify-self-start" disabled={update.isPending || !isDirty}>
        {t('scheduling.availability.save')}
      </Button>
    </form>
  );
}

/** Settings card: the hours of each weekday the member can usually meet, in their own zone (ADR 110). */
export function AvailabilityCard() {
  const { t } = useTranslation();
  const availability = useAvailability();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('scheduling.availability.title')}</CardTitle>
        <CardDescription>
          {t('scheduling.availability.description', { zone: availability.data?.timeZone ?? 'UTC' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {availability.isPending ? (
          <Skeleton className="h-40" />
        ) : (
          <AvailabilityForm saved={availability.data?.ranges ?? []} />
        )}
      </CardContent>
    </Card>
  );
}
