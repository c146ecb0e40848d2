import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { downloadImpactFile, useImpactReport, type ImpactScope } from '../api/impact.ts';
import { ImpactSettingsCard } from './impact-settings-form.tsx';
import { PeriodForm } from './period-form.tsx';
import { ReportBody, ReportSection } from './report-body.tsx';
import { ShareLinksCard } from './share-links-card.tsx';
import { useImpactPeriod } from './use-impact-period.ts';
import { useReportLabels } from './use-report-labels.ts';

function DownloadButton({
  scope,
  period,
  format,
}: {
  scope: ImpactScope;
  period: ImpactReport['period'];
  format: 'csv' | 'pdf';
}) {
  const { t } = useTranslation();
  const [isDownloading, setDownloading] = useState(false);
  const failed = t(`impact.${format}Failed`);
  return (
    <Button
      variant="outline"
      disabled={isDownloading}
      onClick={() => {
        setDownloading(true);
        downloadImpactFile(scope, period, format, failed)
          .catch((failure: unknown) => toast.error(getErrorMessage(failure, failed)))
          .finally(() => setDownloading(false));
      }}
    >
      <Download aria-hidden="true" />
      {t(`impact.${format}`)}
    </Button>
  );
}

/**
 * A whole impact report: the period (kept in the address), the figures, the charts with their tables, the
 * ledger lines, who took part, the CSV and PDF downloads, the value of an hour and, for a community, its
 * links shared with funders. A community's report is for its coordinators and owner, the install's for
 * admins; anyone else is told the report is not theirs to read.
 */
export function ImpactReportScreen({
  scope,
  title,
  intro,
  before,
  filters,
}: {
  scope: ImpactScope;
  title: string;
  intro: string;
  /** Above the heading: the way back to the community. */
  before?: ReactNode;
  /** Beside the period: what else narrows the report (a community's area). */
  filters?: ReactNode;
}) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const period = useImpactPeriod();
  const isArea = scope.kind === 'community' && Boolean(scope.area);
  const report = useImpactReport(scope, period);
  const error = report.error;
  const status = error instanceof ApiError ? error.status : null;
  const header = (
    <header className="grid gap-2">
      {before}
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{title}</h1>
      {report.data?.scope.kind === 'community' && (
        <p className="text-lg font-medium wrap-anywhere">
          {report.data.scope.area
            ? t('impact.page.areaOf', {
                community: report.data.scope.name,
                area: report.data.scope.area.name,
              })
            : report.data.scope.name}
        </p>
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
        {filters}
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
            <div className="flex flex-wrap gap-2">
              <DownloadButton scope={scope} period={report.data.period} format="csv" />
              <DownloadButton scope={scope} period={report.data.period} format="pdf" />
            </div>
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
      {scope.kind === 'community' && !isArea && report.data && (
        <ReportSection title={t('impact.share.title')}>
          <ShareLinksCard slug={scope.slug} period={report.data.period} />
        </ReportSection>
      )}
      {!isArea && (
        <ReportSection title={t('impact.settings.title')}>
          <ImpactSettingsCard scope={scope} />
        </ReportSection>
      )}
    </div>
  );
}
