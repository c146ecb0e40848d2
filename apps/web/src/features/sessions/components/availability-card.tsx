import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import {
  isoWeekdays,
  minutesOfTime,
  timeOfMinutes,
  updateAvailabilitySchema,
  type AvailabilityRange,
} from '@skillswap/contracts/sessions/availability';
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
  onChange: (range: AvailabilityRange) => void;
  onRemove: () => void;
}

function RangeRow({ range, day, onChange, onRemove }: RangeRowProps) {
  const { t } = useTranslation();
  const bound = (key: 'start' | 'end', label: string, times: string[]) => (
    <label className="grid gap-1 text-xs font-medium">
      {label}
      <select
        className={selectClass}
        value={range[key]}
        onChange={(event) => onChange({ ...range, [key]: event.target.value })}
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
    <li className="flex flex-wrap items-end gap-2">
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
    </li>
  );
}

/** Settings card: the hours of each weekday the member can usually meet, in their own zone (ADR 110). */
export function AvailabilityCard() {
  const { t, language } = useTranslation();
  // The contract's messages are keys of the validation catalogue (ADR 208); the server's come translated.
  const validation = useValidationMessage();
  const availability = useAvailability();
  const update = useUpdateAvailability();
  const [draft, setDraft] = useState<AvailabilityRange[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ranges = draft ?? availability.data?.ranges ?? [];
  const change = (next: AvailabilityRange[]) => {
    setDraft(next);
    setError(null);
  };
  const save = () => {
    const parsed = updateAvailabilitySchema.safeParse({ ranges });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    update.mutate(parsed.data.ranges, {
      onSuccess: () => {
        setDraft(null);
        toast.success(t('scheduling.availability.saved'));
      },
      onError: (caught) => setError(getErrorMessage(caught, t('scheduling.availability.saveError'))),
    });
  };
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
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            {isoWeekdays.map((weekday) => {
              const day = weekdayName(language, weekday);
              const ofDay = ranges
                .map((range, index) => ({ range, index }))
                .filter(({ range }) => range.weekday === weekday);
              return (
                <fieldset key={weekday} className="grid gap-2 border-b pb-3 last:border-b-0">
                  <legend className="text-sm font-medium">{day}</legend>
                  {ofDay.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t('scheduling.availability.none')}</p>
                  ) : (
                    <ul className="grid gap-2">
                      {ofDay.map(({ range, index }) => (
                        <RangeRow
                          key={index}
                          range={range}
                          day={day}
                          onChange={(next) => change(ranges.map((item, at) => (at === index ? next : item)))}
                          onRemove={() => change(ranges.filter((_, at) => at !== index))}
                        />
                      ))}
                    </ul>
                  )}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => change([...ranges, nextRange(weekday, ranges)])}
                  >
                    <Plus aria-hidden="true" />
                    {t('scheduling.availability.add', { day })}
                  </Button>
                </fieldset>
              );
            })}
            <FormMessage>{validation(error)}</FormMessage>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={update.isPending || draft === null}
            >
              {t('scheduling.availability.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
