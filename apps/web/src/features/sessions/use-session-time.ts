import { formatSessionTime, zoneAbbreviation } from '@skillswap/contracts/time-zones';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * A session's time as a member reads it, in the active language and the given zone, named:
 * "Wed, 20 Jan 2027, 10:00–11:00 (Europe/Lisbon, GMT)". English keeps the words of the session mails and
 * calendar invitations (formatSessionTime); the other languages write the day their own way.
 */
export function useSessionTime(timeZone: string | undefined) {
  const { t, language } = useTranslation();
  const format = useFormatters(timeZone);
  return (startsAt: Date, durationMinutes: number) => {
    const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (language === 'en') return formatSessionTime(startsAt, durationMinutes, zone);
    const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
    return t('scheduling.sessionTime', {
      day: format.dateTime(startsAt, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
      start: format.dateTime(startsAt, clock),
      end: format.dateTime(endsAt, clock),
      zone,
      abbreviation: zoneAbbreviation(startsAt, zone),
    });
  };
}
