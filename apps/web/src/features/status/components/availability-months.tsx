import type { StatusMonth } from '@skillswap/contracts/status/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** The last three whole calendar months against the Enterprise SLA (ADR 143). */
export function AvailabilityMonths({ months, target }: { months: StatusMonth[]; target: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const verdict = (month: StatusMonth) =>
    month.isSlaMet === null
      ? t('status.months.notMeasured')
      : month.isSlaMet
        ? t('status.months.met')
        : t('status.months.missed');
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('status.months.caption')}</caption>
        <thead className="border-b">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('status.months.month')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('status.months.availability')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('status.months.sla', { availability: format.number(target) })}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {format.dateTime(`${month.month}-01T12:00:00Z`, {
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                })}
              </th>
              <td className="px-3 py-2 text-end tabular-nums">
                {month.availabilityPercent === null
                  ? t('status.months.notMeasured')
                  : t('status.month.percent', { percent: format.number(month.availabilityPercent) })}
              </td>
              <td
                className={
                  month.isSlaMet === false ? 'px-3 py-2 text-end text-destructive' : 'px-3 py-2 text-end'
                }
              >
                {verdict(month)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
