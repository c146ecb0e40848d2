import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStatus } from '@/features/status/api/get-status.ts';
import { AvailabilityDays } from '@/features/status/components/availability-days.tsx';
import { AvailabilityMonths } from '@/features/status/components/availability-months.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

/** /status: availability measured by SkillSwap itself each minute, and the Enterprise SLA (ADR 101). */
export function StatusPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('status.documentTitle'));
  const status = useStatus();
  const report = status.data?.data;
  const percent = (value: number) => t('status.month.percent', { percent: format.number(value) });
  return (
    <>
      <PageIntro eyebrow={t('status.eyebrow')} title={t('status.title')}>
        <p>{t('status.intro')}</p>
      </PageIntro>
      <section className="page-container grid gap-6 pb-16">
        {status.isPending && <Spinner label={t('status.loading')} />}
        {status.isError && (
          <p role="alert" className="text-destructive">
            {getErrorMessage(status.error, t('status.loadFailed'))}
          </p>
        )}
        {report && (
          <>
            <p className="text-lg font-semibold" role="status">
              {report.isUp ? t('status.up') : t('status.down')}
            </p>
            <div className="grid gap-2">
              <h2 className="text-xl font-semibold">{t('status.last90')}</h2>
              <AvailabilityDays days={report.days} />
            </div>
            <p>
              {t('status.month', {
                month: report.month.month,
                figure:
                  report.month.availabilityPercent === null
                    ? t('status.month.notMeasured')
                    : percent(report.month.availabilityPercent),
              })}
            </p>
            <div className="grid gap-2">
              <h2 className="text-xl font-semibold">{t('status.months.title')}</h2>
              <AvailabilityMonths months={report.months} target={report.sla.monthlyAvailabilityPercent} />
            </div>
            <div className="grid gap-1">
              <h2 className="text-xl font-semibold">{t('status.sla.title')}</h2>
              <p>
                {t('status.sla.text', {
                  availability: format.number(report.sla.monthlyAvailabilityPercent),
                  credit: format.number(report.sla.creditPercentOfMonthlyFee),
                })}
              </p>
            </div>
          </>
        )}
      </section>
    </>
  );
}
