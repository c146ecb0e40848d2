import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * A workshop's time and seats in the reader's language: the start in their own zone and the length
 * ("Wed, Jun 10, 2026, 18:00 GMT+1 · 90 min"), and the seats left ("3 of 10 seats left", "Full (10 seats)").
 */
export function useWorkshopTime() {
  const { t } = useTranslation();
  const { when } = useFormatters();
  return {
    when: (startsAt: string, durationMinutes: number) =>
      t('workshops.time.when', {
        // The zone is named, so a learner elsewhere knows whose 18:00 it is.
        when: when(startsAt),
        minutes: durationMinutes,
      }),
    seatsLeft: (seatsLeft: number, seats: number) =>
      seatsLeft === 0
        ? t('workshops.time.full', { seats })
        : t('workshops.time.seatsLeft', { seatsLeft, seats }),
  };
}
