import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useSharedImpactReport } from '@/features/impact/api/impact.ts';
import { ReportBody } from '@/features/impact/components/report-body.tsx';
import { useReportLabels } from '@/features/impact/components/use-report-labels.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';

/**
 * /impact/shared/:token (public, no session): a community's impact report shared by its coordinators with a
 * read-only link, for a funder. The report only: no period to choose, no downloads, no settings. Kept out of
 * search engines; an unknown, expired or revoked link says so.
 */
export function SharedImpactPage() {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const { token = '' } = useParams();
  useDocumentTitle(t('impact.shared.title'));
  const report = useSharedImpactReport(token);
  const isGone = report.error instanceof ApiError && report.error.status === 404;
  const data = report.data;
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-10">
      {/* React places it in the document's head while the page is shown. */}
      <meta name="robots" content="noindex" />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{t('impact.shared.title')}</h1>
        {data?.scope.kind === 'community' && (
          <p className="text-lg font-medium wrap-anywhere">{data.scope.name}</p>
        )}
        {data && (
          <p className="font-medium">
            {t('impact.period.showing', {
              from: labels.day(data.period.from),
              to: labels.day(data.period.to),
            })}
          </p>
        )}
        {!isGone && <p className="text-muted-foreground">{t('impact.shared.intro')}</p>}
      </header>
      {report.isPending ? (
        <LoadingPanel label={t('impact.loading')} className="py-12" />
      ) : data ? (
        <ReportBody report={data} isReadOnly />
      ) : isGone ? (
        <p role="alert" className="rounded-lg border p-4">
          {t('impact.shared.gone')}
        </p>
      ) : (
        <RetryPanel
          message={getErrorMessage(report.error, t('impact.loadFailed'))}
          onRetry={() => void report.refetch()}
          className="py-12"
        />
      )}
    </div>
  );
}
