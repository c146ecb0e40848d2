import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStatus } from '@/features/status/api/get-status.ts';
import { AvailabilityDays } from '@/features/status/components/availability-days.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';

/** /status: availability measured by SkillSwap itself each minute, and the Enterprise SLA (ADR 101). */
export function StatusPage() {
  useDocumentTitle('Status');
  const status = useStatus();
  const report = status.data?.data;
  return (
    <>
      <PageIntro eyebrow="Status" title="SkillSwap status">
        <p>
          Each minute SkillSwap checks that it can reach its database and records the answer. A minute with no
          record counts as down.
        </p>
      </PageIntro>
      <section className="page-container grid gap-6 pb-16">
        {status.isPending && <Spinner label="Loading the status" />}
        {status.isError && (
          <p role="alert" className="text-destructive">
            {getErrorMessage(status.error, 'The status could not be loaded, which may itself mean trouble.')}
          </p>
        )}
        {report && (
          <>
            <p className="text-lg font-semibold" role="status">
              {report.isUp ? 'All systems operational' : 'No recent check: SkillSwap may be down'}
            </p>
            <div className="grid gap-2">
              <h2 className="text-xl font-semibold">Last 90 days</h2>
              <AvailabilityDays days={report.days} />
            </div>
            <p>
              This month ({report.month.month}):{' '}
              <strong>
                {report.month.availabilityPercent === null
                  ? 'not measured yet'
                  : `${report.month.availabilityPercent}%`}
              </strong>{' '}
              available.
            </p>
            <div className="grid gap-1">
              <h2 className="text-xl font-semibold">Enterprise SLA</h2>
              <p>{report.sla.text}</p>
            </div>
          </>
        )}
      </section>
    </>
  );
}
