import { zoneAbbreviation } from '@skillswap/contracts/shared/time-zones';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * A session's time as a member reads it, in the active language and the given zone, named, in the app's one
 * date style (i18n/format.ts): "Wed, Jan 20, 2027, 10:00–11:00 (Europe/Lisbon, GMT)".
 */
export function useSessionTime(timeZone: string | undefined) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  return (startsAt: Date, durationMinutes: number) => {
    const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
    return t('scheduling.sessionTime', {
      day: format.day(startsAt),
      start: format.clock(startsAt),
      end: format.clock(endsAt),
      zone,
      abbreviation: zoneAbbreviation(startsAt, zone),
    });
  };
}
