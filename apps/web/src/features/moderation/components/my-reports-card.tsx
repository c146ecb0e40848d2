import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMyReports } from '../api/reports.ts';

/** Settings › Your reports: what the member reported and, once decided, only whether we took action. */
export function MyReportsCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const reports = useMyReports();
  return (
    <Card id="your-reports">
      <CardHeader>
        <CardTitle as="h2">{t('safety.reports.title')}</CardTitle>
        <CardDescription>{t('safety.reports.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <LoadingPanel label={t('safety.reports.loading')} className="py-6" />
        ) : reports.isError ? (
          <RetryPanel message={t('safety.reports.loadFailed')} onRetry={() => void reports.refetch()} />
        ) : reports.data.reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('safety.reports.empty')}</p>
        ) : (
          <ul className="divide-y">
            {reports.data.reports.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="grid gap-0.5">
                  <span className="font-medium">{report.targetName}</span>
                  <span className="text-sm text-muted-foreground">
                    {t('safety.reports.line', {
                      reason: t(`safety.reason.${report.reason}`),
                      date: format.date(report.createdAt),
                    })}
                  </span>
                </div>
                <Badge variant={report.outcome === 'received' ? 'secondary' : 'default'}>
                  {t(`safety.outcome.${report.outcome}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
