import { useId, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { ImpactReport } from '@skillswap/contracts/impact';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { downloadImpactCsv, useImpactReport, type ImpactScope } from '../api/impact.ts';
import { HoursChart } from './hours-chart.tsx';
import { ImpactSettingsCard } from './impact-settings-form.tsx';
import { LedgerLinesTable, SourcesTable } from './ledger-lines-table.tsx';
import { PeriodForm } from './period-form.tsx';
import { ReportFigures } from './report-figures.tsx';
import { useImpactPeriod } from './use-impact-period.ts';
import { useReportLabels } from './use-report-labels.ts';

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CsvButton({ scope, period }: { scope: ImpactScope; period: ImpactReport['period'] }) {
  const { t } = useTranslation();
  const [isDownloading, setDownloading] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={isDownloading}
      onClick={() => {
        setDownloading(true);
        downloadImpactCsv(scope, period, t('impact.csvFailed'))
          .catch((failure: unknown) => toast.error(getErrorMessage(failure, t('impact.csvFailed'))))
          .finally(() => setDownloading(false));
      }}
    >
      <Download aria-hidden="true" />
      {t('impact.csv')}
    </Button>
  );
}

function ReportBody({ report }: { report: ImpactReport }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const { exchanges } = report;
  return (
    <>
      <ReportSection title={t('impact.figures.title')}>
        {report.empty && <p className="font-medium">{t('impact.empty')}</p>}
        <ReportFigures report={report} />
        <SourcesTable bySource={exchanges.bySource} />
      </ReportSection>
      {!report.empty && (
        <ReportSection title={t('impact.charts.title')}>
          <div className="grid gap-4 lg:grid-cols-2">
            <HoursChart
              title={t('impact.charts.byMonth')}
              description={t('impact.charts.byMonthDescription')}
              rowHeader={t('impact.column.month')}
              rows={exchanges.byMonth.map((month) => ({
                key: month.month,
                label: labels.month(month.month, 'short'),
                longLabel: labels.month(month.month, 'long'),
                hours: month.hours,
                exchanges: month.exchanges,
              }))}
            />
            <HoursChart
              title={t('impact.charts.byCategory')}
              description={t('impact.charts.byCategoryDescription')}
              rowHeader={t('impact.column.category')}
              isSideways
              rows={exchanges.byCategory.map((category) => ({
                key: category.category,
                label: labels.category(category.category),
                longLabel: labels.category(category.category),
                hours: category.hours,
              }))}
            />
          </div>
        </ReportSection>
      )}
      <ReportSection title={t('impact.ledger.title')}>
        <LedgerLinesTable ledger={report.ledger} />
      </ReportSection>
    </>
  );
}

/**
 * A whole impact report: the period (kept in the address), the figures, the charts with their tables, the
 * ledger lines, the CSV download and the value of an hour. A community's report is for its coordinators and
 * owner, the install's for admins; anyone else is told the report is not theirs to read.
 */
export function ImpactReportScreen({
  scope,
  title,
  intro,
  before,
}: {
  scope: ImpactScope;
  title: string;
  intro: string;
  /** Above the heading: the way back to the community. */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const period = useImpactPeriod();
  const report = useImpactReport(scope, period);
  const error = report.error;
  const status = error instanceof ApiError ? error.status : null;
  const header = (
    <header className="grid gap-2">
      {before}
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{title}</h1>
      {report.data?.scope.kind === 'community' && (
        <p className="text-lg font-medium wrap-anywhere">{report.data.scope.name}</p>
      )}
      <p className="text-muted-foreground">{intro}</p>
    </header>
  );
  if (status === 403 || status === 404) {
    return (
      <div className="grid gap-6">
        {header}
        <p role="alert" className="rounded-lg border p-4">
          {status === 403 ? t('impact.forbidden') : t('impact.notFound')}
        </p>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-6">
      {header}
      <ReportSection title={t('impact.period.title')}>
        <PeriodForm
          key={`${period.from}|${period.to}`}
          from={period.from}
          to={period.to}
          error={status === 400 ? error : null}
          onChoose={period.choose}
        />
        {report.data && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
            <p className="text-sm" aria-live="polite">
              {t('impact.period.showing', {
                from: labels.day(report.data.period.from),
                to: labels.day(report.data.period.to),
              })}
            </p>
            <CsvButton scope={scope} period={report.data.period} />
          </div>
        )}
      </ReportSection>
      {report.isPending ? (
        <LoadingPanel label={t('impact.loading')} className="py-12" />
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : status === 400 ? null : (
        <RetryPanel
          message={getErrorMessage(error, t('impact.loadFailed'))}
          onRetry={() => void report.refetch()}
          className="py-12"
        />
      )}
      <ReportSection title={t('impact.settings.title')}>
        <ImpactSettingsCard scope={scope} />
      </ReportSection>
    </div>
  );
}
