import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminReport, AdminReportsQuery } from '@skillswap/contracts/admin-reports/schemas';
import {
  reportReasons,
  reportStatuses,
  reportTargetKinds,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '@skillswap/contracts/moderation/schemas';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDecideReport, useReportQueue, useSetSuspension, type ReportDecision } from '../api/reports.ts';
import { ReportWrittenBy } from '../components/report-written-by.tsx';

// Catalogue keys of a report's status, the kind of thing reported and its reason (the
// members' report form's).
const statusKey = (status: ReportStatus) => `console.reports.status.${status}`;
const kindKey = (kind: ReportTargetKind) => `console.reports.kind.${kind}`;
const reasonKey = (reason: ReportReason) => `safety.reason.${reason}`;
const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labelKey,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  /** The catalogue key of an option's name. */
  labelKey: (option: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{t('console.reports.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(labelKey(option))}
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
  const { t } = useTranslation();
  const { moment: dateOf } = useFormatters();
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
        onError: (error) => toast.error(getErrorMessage(error, t('console.reports.failed'))),
      },
    );
  const unsuspend = () =>
    member &&
    suspension.mutate(
      {
        memberId: member.id,
        suspend: false,
        reason: note.trim() || t('console.reports.unsuspendReason'),
      },
      {
        onSuccess: () =>
          toast.success(
            member.fullName
              ? t('console.reports.unsuspended', { name: member.fullName })
              : t('console.reports.unsuspendedUnnamed'),
          ),
        onError: (error) => toast.error(getErrorMessage(error, t('console.reports.failed'))),
      },
    );
  const titleId = `report-${report.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border p-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {t(reasonKey(report.reason))} · {t(kindKey(report.targetKind))}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Badge variant={isOpen ? 'default' : 'secondary'}>{t(statusKey(report.status))}</Badge>
            {report.action && !isOpen && (
              <Badge variant="outline">{t(`console.reports.action.${report.action}`)}</Badge>
            )}
          </div>
        </header>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">{t('console.reports.reported')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {report.partner?.role === 'reported' ? (
              <PartnerMember label={report.partner.label} />
            ) : member ? (
              <Link
                to={`${paths.admin}/members/${member.id}`}
                title={member.id}
                className="underline underline-offset-4"
              >
                {member.fullName || t('console.unnamedMember')}
              </Link>
            ) : (
              t('console.reports.deletedAccount')
            )}
            {member?.isSuspended && <Badge variant="destructive">{t('console.reports.suspended')}</Badge>}
            {member && report.otherReportsAboutMember > 0 && (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => onShowReportsAbout(member)}
              >
                {t('console.reports.otherReports', { count: report.otherReportsAboutMember })}
              </Button>
            )}
          </dd>
          <dt className="text-muted-foreground">{t('console.reports.by')}</dt>
          <dd>
            {report.partner?.role === 'reporter' ? (
              <PartnerMember label={report.partner.label} />
            ) : report.reporter ? (
              report.reporter.fullName || t('console.unnamedMember')
            ) : (
              t('console.reports.deletedAccount')
            )}
          </dd>
          <dt className="text-muted-foreground">{t('console.reports.received')}</dt>
          <dd>{dateOf(report.createdAt)}</dd>
          {report.swapId && (
            <>
              <dt className="text-muted-foreground">{t('console.reports.inSwap')}</dt>
              <dd title={report.swapId}>#{report.swapId.slice(0, 8)}</dd>
            </>
          )}
          {report.resolvedAt && (
            <>
              <dt className="text-muted-foreground">{t('console.reports.closed')}</dt>
              <dd>
                {report.resolvedBy
                  ? t('console.reports.closedBy', {
                      date: dateOf(report.resolvedAt),
                      name: report.resolvedBy,
                    })
                  : dateOf(report.resolvedAt)}
              </dd>
            </>
          )}
        </dl>
        <div className="grid gap-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            {t(`console.reports.content.${report.targetKind}`)}
            {report.isContentHidden && <Badge variant="secondary">{t('console.reports.hidden')}</Badge>}
          </p>
          <blockquote className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
            {report.content || t('console.reports.noText')}
          </blockquote>
          <ReportWrittenBy report={report} />
        </div>
        {report.details && (
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('console.reports.details')}</p>
            <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{report.details}</p>
          </div>
        )}
        {(isOpen || member?.isSuspended) && (
          <div className="grid gap-3 border-t pt-3">
            <div className="grid gap-1.5">
              <Label htmlFor={noteId}>{t('console.reports.note')}</Label>
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
                    onClick={() => act('dismiss', t('console.reports.dismissed'))}
                  >
                    {t('console.reports.dismiss')}
                  </Button>
                  {report.targetKind !== 'member' &&
                    report.targetKind !== 'remote_member' &&
                    !report.isContentHidden && (
                      <Button
                        variant="outline"
                        disabled={isBusy}
                        onClick={() => act('hide', t('console.reports.hidden'))}
                      >
                        {t(`console.reports.hide.${report.targetKind}`)}
                      </Button>
                    )}
                  {member && (
                    <Button
                      variant="outline"
                      disabled={isBusy}
                      onClick={() => act('warn', t('console.reports.warned'))}
                    >
                      {t('console.reports.warn')}
                    </Button>
                  )}
                  {member && !member.isSuspended && (
                    <Button
                      variant="destructive"
                      disabled={isBusy}
                      onClick={() => act('suspend', t('console.reports.memberSuspended'))}
                    >
                      {t('console.reports.suspend')}
                    </Button>
                  )}
                </>
              )}
              {member?.isSuspended && (
                <Button variant="outline" disabled={isBusy} onClick={unsuspend}>
                  {t('console.reports.unsuspend')}
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
  const { t } = useTranslation();
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
        <h1 className="text-2xl font-bold tracking-tight">{t('console.reports.title')}</h1>
        <p className="text-muted-foreground">{t('console.reports.description')}</p>
      </header>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect<ReportStatus>
          label={t('console.reports.statusFilter')}
          value={filter.status}
          options={reportStatuses}
          labelKey={statusKey}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
        />
        <FilterSelect<ReportReason>
          label={t('console.reports.reasonFilter')}
          value={filter.reason}
          options={reportReasons}
          labelKey={reasonKey}
          onChange={(reason) => setFilter((current) => ({ ...current, reason }))}
        />
        <FilterSelect<ReportTargetKind>
          label={t('console.reports.kindFilter')}
          value={filter.kind}
          options={reportTargetKinds}
          labelKey={kindKey}
          onChange={(kind) => setFilter((current) => ({ ...current, kind }))}
        />
      </div>
      {aboutMember && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted px-4 py-2 text-sm">
          <span>
            {t('console.reports.about')} <strong>{aboutMember.fullName || t('console.unnamedMember')}</strong>
          </span>
          <Button variant="outline" size="sm" onClick={() => setAboutMember(null)}>
            {t('console.reports.everyone')}
          </Button>
        </div>
      )}
      {queue.isPending ? (
        <LoadingPanel label={t('console.reports.loading')} className="py-12" />
      ) : queue.isError ? (
        <RetryPanel
          message={t('console.reports.loadFailed')}
          onRetry={() => void queue.refetch()}
          className="py-12"
        />
      ) : queue.data.reports.length === 0 ? (
        <p className="rounded-lg border px-4 py-8 text-center text-muted-foreground">
          {t('console.reports.none')}
        </p>
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

/** A member of another exchange in a report (ADR 219): "name · node", marked as belonging elsewhere. */
function PartnerMember({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="[overflow-wrap:anywhere]">{label}</span>
      <Badge variant="outline">{t('console.reports.otherExchange')}</Badge>
    </span>
  );
}
