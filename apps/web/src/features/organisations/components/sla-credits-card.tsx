import { useId } from 'react';
import type { SlaMonth } from '@skillswap/contracts/sla/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRequestSlaCredit, useSlaReport } from '../api/sla.ts';

function MonthRow({ month }: { month: SlaMonth }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = useRequestSlaCredit();
  const monthName = format.dateTime(`${month.month}-01T12:00:00Z`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const availability =
    month.availabilityPercent === null
      ? t('organisations.sla.notMeasured')
      : t('organisations.sla.availability', { percent: format.number(month.availabilityPercent) });
  const verdict =
    month.isSlaMet === null
      ? ''
      : month.isSlaMet
        ? t('organisations.sla.met')
        : t('organisations.sla.missed');
  const credit =
    month.credit !== null && month.currency !== null ? format.money(month.credit, month.currency) : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <span className="font-medium">{monthName}</span>{' '}
        <span className={month.isSlaMet === false ? 'text-destructive' : 'text-muted-foreground'}>
          {availability}
          {verdict && ` · ${verdict}`}
        </span>
        {month.creditRequestedAt && (
          <span className="block text-sm text-muted-foreground">
            {t('organisations.sla.requested', {
              date: format.date(month.creditRequestedAt),
            })}
          </span>
        )}
        {month.isSlaMet === false && !month.creditRequestedAt && credit === null && (
          <span className="block text-sm text-muted-foreground">{t('organisations.sla.noInvoice')}</span>
        )}
      </span>
      {month.canRequestCredit && credit !== null && (
        <Button
          size="sm"
          variant="outline"
          disabled={request.isPending}
          onClick={() =>
            request.mutate(month.month, {
              onSuccess: () => toast.success(t('organisations.sla.requestSent', { month: monthName })),
              onError: (error) => toast.error(getErrorMessage(error, t('organisations.error.generic'))),
            })
          }
        >
          {t('organisations.sla.request', { credit, month: monthName })}
        </Button>
      )}
    </li>
  );
}

/**
 * On the organisation panel, for its owner on Enterprise (ADR 143): the last three months against the SLA,
 * and the credit of a missed month, asked for once. Anyone the server refuses sees nothing.
 */
export function SlaCreditsCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const sla = useSlaReport(true);
  const report = sla.data?.data;
  if (!report) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-1 border-t pt-3">
      <h3 id={headingId} className="font-semibold">
        {t('organisations.sla.title')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('organisations.sla.terms', {
          availability: format.number(report.availabilityTargetPercent),
          credit: format.number(report.creditPercent),
        })}
      </p>
      <ul className="divide-y">
        {report.months.map((month) => (
          <MonthRow key={month.month} month={month} />
        ))}
      </ul>
    </section>
  );
}
