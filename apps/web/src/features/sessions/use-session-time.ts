import { zoneAbbreviation } from '@skillswap/contracts/time-zones';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * A session's time as a member reads it, in the active language and the given zone, named:
 * "Mon, Dec 1, 2026, 10:00–11:00 (Europe/Lisbon, WET)".
 */
export function useSessionTime(timeZone: string | undefined) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  return (startsAt: Date, durationMinutes: number) => {
    const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
    const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return t('scheduling.sessionTime', {
      day: format.dateTime(startsAt, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
      start: format.dateTime(startsAt, clock),
      end: format.dateTime(endsAt, clock),
      zone,
      abbreviation: zoneAbbreviation(startsAt, zone),
    });
  };
}
