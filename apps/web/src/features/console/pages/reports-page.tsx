import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminReport, AdminReportsQuery } from '@skillswap/contracts/admin-reports';
import {
  reportReasonLabels,
  reportReasons,
  reportStatuses,
  reportTargetKinds,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '@skillswap/contracts/reports';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths } from '@/config/paths.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDecideReport, useReportQueue, useSetSuspension, type ReportDecision } from '../api/reports.ts';

const statusLabels: Record<ReportStatus, string> = {
  open: 'Open',
  actioned: 'Action taken',
  dismissed: 'Dismissed',
};
const kindLabels: Record<ReportTargetKind, string> = {
  member: 'Member',
  message: 'Message',
  review: 'Review',
  post: 'Board post',
  direct_message: 'Direct message',
};
const actionLabels = {
  dismissed: 'dismissed',
  hidden: 'content hidden',
  warned: 'member warned',
  suspended: 'member suspended',
};
const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';
const dateOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ReportCard({
  report,
  onShowReportsAbout,
}: {
  report: AdminReport;
  /** Lists every report about the reported member, open or closed. */
  onShowReportsAbout: (member: { id: string; fullName: string }) => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const decide = useDecideReport();
  const suspension = useSetSuspension();
  const member = report.reportedMember;
  const isOpen = report.status === 'open';
  const isBusy = decide.isPending || suspension.isPending;
  const act = (decision: ReportDecision, done: string) =>
    decide.mutate(
      { reportId: report.id, decision, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(getErrorMessage(error, 'That did not work. Try again.')),
      },
    );
  const unsuspend = () =>
    member &&
    suspension.mutate(
      {
        memberId: member.id,
        suspend: false,
        reason: note.trim() || 'Suspension lifted from the Reports page',
      },
      {
        onSuccess: () => toast.success(`${member.fullName || 'The member'} can sign in again`),
        onError: (error) => toast.error(getErrorMessage(error, 'That did not work. Try again.')),
      },
    );
  const titleId = `report-${report.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border p-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {reportReasonLabels[report.reason]} · {kindLabels[report.targetKind]}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Badge variant={isOpen ? 'default' : 'secondary'}>{statusLabels[report.status]}</Badge>
            {report.action && !isOpen && <Badge variant="outline">{actionLabels[report.action]}</Badge>}
          </div>
        </header>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">Reported</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {member ? (
              <Link
                to={`${paths.admin}/members/${member.id}`}
                title={member.id}
                className="underline underline-offset-4"
              >
                {member.fullName || 'Unnamed member'}
              </Link>
            ) : (
              'A deleted account'
            )}
            {member?.isSuspended && <Badge variant="destructive">Suspended</Badge>}
            {member && report.otherReportsAboutMember > 0 && (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => onShowReportsAbout(member)}
              >
                {report.otherReportsAboutMember} other report
                {report.otherReportsAboutMember === 1 ? '' : 's'} about them
              </Button>
            )}
          </dd>
          <dt className="text-muted-foreground">By</dt>
          <dd>{report.reporter ? report.reporter.fullName || 'Unnamed member' : 'A deleted account'}</dd>
          <dt className="text-muted-foreground">Received</dt>
          <dd>{dateOf(report.createdAt)}</dd>
          {report.swapId && (
            <>
              <dt className="text-muted-foreground">In swap</dt>
              <dd title={report.swapId}>#{report.swapId.slice(0, 8)}</dd>
            </>
          )}
          {report.resolvedAt && (
            <>
              <dt className="text-muted-foreground">Closed</dt>
              <dd>
                {dateOf(report.resolvedAt)}
                {report.resolvedBy ? ` by ${report.resolvedBy}` : ''}
              </dd>
            </>
          )}
        </dl>
        <div className="grid gap-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            {report.targetKind === 'member' ? 'Profile text' : `The ${report.targetKind}`}
            {report.isContentHidden && <Badge variant="secondary">Hidden from members</Badge>}
          </p>
          <blockquote className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
            {report.content || 'No text.'}
          </blockquote>
        </div>
        {report.details && (
          <div className="grid gap-1">
            <p className="text-sm font-medium">What the reporter said</p>
            <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{report.details}</p>
          </div>
        )}
        {(isOpen || member?.isSuspended) && (
          <div className="grid gap-3 border-t pt-3">
            <div className="grid gap-1.5">
              <Label htmlFor={noteId}>Note (optional; a warning mail includes it)</Label>
              <Textarea
                id={noteId}
                rows={2}
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              {isOpen && (
                <>
                  <Button
                    variant="outline"
                    disabled={isBusy}
                    onClick={() => act('dismiss', 'Report dismissed')}
                  >
                    Dismiss
                  </Button>
                  {report.targetKind !== 'member' && !report.isContentHidden && (
                    <Button
                      variant="outline"
                      disabled={isBusy}
                      onClick={() => act('hide', 'Hidden from members')}
                    >
                      Hide {report.targetKind}
                    </Button>
                  )}
                  {member && (
                    <Button variant="outline" disabled={isBusy} onClick={() => act('warn', 'Warning sent')}>
                      Warn member
                    </Button>
                  )}
                  {member && !member.isSuspended && (
                    <Button
                      variant="destructive"
                      disabled={isBusy}
                      onClick={() => act('suspend', 'Member suspended')}
                    >
                      Suspend member
                    </Button>
                  )}
                </>
              )}
              {member?.isSuspended && (
                <Button variant="outline" disabled={isBusy} onClick={unsuspend}>
                  Unsuspend member
                </Button>
              )}
            </div>
          </div>
        )}
      </article>
    </li>
  );
}

/** /admin/reports: the queue of members' reports, with the reported content and what operators can do. */
export function ReportsPage() {
  const [filter, setFilter] = useState<AdminReportsQuery>({ status: 'open' });
  const [aboutMember, setAboutMember] = useState<{ id: string; fullName: string } | null>(null);
  const queue = useReportQueue(aboutMember ? { ...filter, member: aboutMember.id } : filter);
  const showReportsAbout = (member: { id: string; fullName: string }) => {
    setAboutMember(member);
    // Earlier reports are mostly closed ones: every status, until the operator picks one.
    setFilter((current) => ({ ...current, status: undefined }));
    window.scrollTo({ top: 0 });
  };
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">
          Members’ reports, newest first. Reporters learn only whether we took action.
        </p>
      </header>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect<ReportStatus>
          label="Status"
          value={filter.status}
          options={reportStatuses}
          labels={statusLabels}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
        />
        <FilterSelect<ReportReason>
          label="Reason"
          value={filter.reason}
          options={reportReasons}
          labels={reportReasonLabels}
          onChange={(reason) => setFilter((current) => ({ ...current, reason }))}
        />
        <FilterSelect<ReportTargetKind>
          label="Kind"
          value={filter.kind}
          options={reportTargetKinds}
          labels={kindLabels}
          onChange={(kind) => setFilter((current) => ({ ...current, kind }))}
        />
      </div>
      {aboutMember && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted px-4 py-2 text-sm">
          <span>
            Reports about <strong>{aboutMember.fullName || 'Unnamed member'}</strong>
          </span>
          <Button variant="outline" size="sm" onClick={() => setAboutMember(null)}>
            Show reports about everyone
          </Button>
        </div>
      )}
      {queue.isPending ? (
        <LoadingPanel label="Loading reports" className="py-12" />
      ) : queue.isError ? (
        <RetryPanel
          message="The reports could not be loaded."
          onRetry={() => void queue.refetch()}
          className="py-12"
        />
      ) : queue.data.reports.length === 0 ? (
        <p className="rounded-lg border px-4 py-8 text-center text-muted-foreground">No reports match.</p>
      ) : (
        <ul className="grid gap-4">
          {queue.data.reports.map((report) => (
            <ReportCard key={report.id} report={report} onShowReportsAbout={showReportsAbout} />
          ))}
        </ul>
      )}
    </section>
  );
}
