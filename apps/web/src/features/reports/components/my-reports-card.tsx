import { reportOutcomeLabels, reportReasonLabels } from '@skillswap/contracts/reports';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useMyReports } from '../api/reports.ts';

/** Settings › Your reports: what the member reported and, once decided, only whether we took action. */
export function MyReportsCard() {
  const reports = useMyReports();
  return (
    <Card id="your-reports">
      <CardHeader>
        <CardTitle as="h2">Your reports</CardTitle>
        <CardDescription>
          Reports you sent to the SkillSwap team. We tell you whether we took action, not what it was.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <LoadingPanel label="Loading your reports" className="py-6" />
        ) : reports.isError ? (
          <RetryPanel message="Your reports could not be loaded." onRetry={() => void reports.refetch()} />
        ) : reports.data.reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not reported anything.</p>
        ) : (
          <ul className="divide-y">
            {reports.data.reports.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="grid gap-0.5">
                  <span className="font-medium">{report.targetName}</span>
                  <span className="text-sm text-muted-foreground">
                    {reportReasonLabels[report.reason]} ·{' '}
                    {new Date(report.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                  </span>
                </div>
                <Badge variant={report.outcome === 'received' ? 'secondary' : 'default'}>
                  {reportOutcomeLabels[report.outcome]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
