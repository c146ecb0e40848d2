import type { StatusReport } from '@skillswap/contracts/status/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/** One bar per UTC day, oldest first; each says its figure to assistive technology and on hover. */
export function AvailabilityDays({ days }: { days: StatusReport['days'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const describe = (day: StatusReport['days'][number]) =>
    day.availabilityPercent === null
      ? t('status.day.notMeasured', { day: day.day })
      : t('status.day.available', { day: day.day, percent: format.number(day.availabilityPercent) });
  return (
    <ol aria-label={t('status.days')} className="flex h-10 items-stretch gap-px">
      {days.map((day) => (
        <li
          key={day.day}
          title={describe(day)}
          className={cn(
            'flex-1 rounded-sm',
            day.availabilityPercent === null && 'bg-muted',
            day.availabilityPercent !== null && day.availabilityPercent >= 99.9 && 'bg-emerald-500',
            day.availabilityPercent !== null &&
              day.availabilityPercent < 99.9 &&
              day.availabilityPercent >= 99 &&
              'bg-amber-400',
            day.availabilityPercent !== null && day.availabilityPercent < 99 && 'bg-red-500',
          )}
        >
          <span className="sr-only">{describe(day)}</span>
        </li>
      ))}
    </ol>
  );
}
