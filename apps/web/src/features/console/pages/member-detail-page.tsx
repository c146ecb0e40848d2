import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { memberRoles, type MemberRole } from '@skillswap/contracts/auth';
import type { MemberDetail } from '@skillswap/contracts/admin-members';
import { planTiers, type PlanTier } from '@skillswap/contracts/plans';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useMemberDetail,
  useRefundFirstPayment,
  useSetPlan,
  useSetRole,
  useSetVerified,
} from '../api/members.ts';
import { useSetSuspension } from '../api/reports.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { roleLabelKeys } from '../role-labels.ts';

const planKey = (plan: PlanTier) => `console.plan.${plan}`;

/** Moments and SkillCoin amounts of the member's page, in the operator's language. */
function useDetailFormat() {
  const { number, moment } = useFormatters();
  return {
    moment,
    coins: (amount: number) => number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/members/:memberId: one member's profile, swaps, statement and audit trail, and what the team may change. */
export function MemberDetailPage() {
  const { memberId = '' } = useParams();
  const detail = useMemberDetail(memberId);
  const { t } = useTranslation();
  return (
    <section className="grid gap-6">
      <Link to={`${paths.admin}/members`} className="text-sm underline-offset-4 hover:underline">
        {t('console.member.back')}
      </Link>
      {detail.isPending ? (
        <LoadingPanel label={t('console.member.loading')} className="py-12" />
      ) : detail.isError ? (
        <RetryPanel
          message={t('console.member.loadFailed')}
          onRetry={() => void detail.refetch()}
          className="py-12"
        />
      ) : (
        <MemberDetailView detail={detail.data} />
      )}
    </section>
  );
}

function MemberDetailView({ detail }: { detail: MemberDetail }) {
  const { member } = detail;
  const { t } = useTranslation();
  const { moment, coins } = useDetailFormat();
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">
          {member.fullName || t('console.unnamedMember')}
        </h1>
        <div className="flex flex-wrap gap-2">
          {member.verified && <Badge variant="secondary">{t('console.members.verified')}</Badge>}
          <Badge variant={member.role === 'member' ? 'outline' : 'default'}>
            {t(roleLabelKeys[member.role])}
          </Badge>
          <Badge variant="outline">{t('console.member.planBadge', { plan: t(planKey(member.plan)) })}</Badge>
          {member.deleted && <Badge variant="destructive">{t('console.member.deletedAccount')}</Badge>}
        </div>
      </header>
      <Section id="member-profile" title={t('console.member.profile')}>
        <dl className="grid gap-2 rounded-lg border p-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{t('console.member.email')}</dt>
          <dd className="break-all">{member.email}</dd>
          <dt className="text-muted-foreground">{t('console.member.joined')}</dt>
          <dd>{moment(member.joinedAt)}</dd>
          <dt className="text-muted-foreground">{t('console.member.about')}</dt>
          <dd className="wrap-anywhere whitespace-pre-line">{member.bio || t('console.member.noBio')}</dd>
        </dl>
      </Section>
      {!member.deleted && <MemberActions detail={detail} />}
      <Section id="member-swaps" title={t('console.member.swaps')}>
        {detail.swaps.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('console.member.noSwaps')}</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm">
            {detail.swaps.map((swap) => (
              <li key={swap.id} className="grid gap-1 px-4 py-3">
                <span className="font-medium wrap-anywhere">
                  {t(swap.requested ? 'console.member.swapAsked' : 'console.member.swapAskedBy', {
                    name: swap.otherMember.fullName || t('console.audit.aMember'),
                    offered: swap.offeredSkill,
                    requested: swap.requestedSkill,
                  })}
                </span>
                <span className="text-muted-foreground">
                  {t(`console.swapStatus.${swap.status}`)} · {moment(swap.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="member-ledger" title={t('console.member.ledger')}>
        <p className="text-sm">
          <RichMessage
            t={t}
            messageKey="console.member.balance"
            elements={{
              balance: <strong className="tabular-nums">{coins(detail.ledger.balance)}</strong>,
              held: <strong className="tabular-nums">{coins(detail.ledger.held)}</strong>,
            }}
          />
        </p>
        {detail.ledger.entries.length > 0 && (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('console.member.movements')}</caption>
              <thead className="border-b">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('console.member.when')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('console.member.what')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {t('console.member.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {t('console.member.balanceColumn')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {detail.ledger.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{moment(entry.createdAt)}</td>
                    <td className="px-3 py-2">{entry.description}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{coins(entry.amount)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{coins(entry.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="member-audit" title={t('console.member.auditTrail')}>
        {detail.auditTrail.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('console.member.nothingRecorded')}</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm">
            {detail.auditTrail.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 px-4 py-2">
                <span className="font-medium">{entry.event.replaceAll('_', ' ')}</span>
                <span className="text-muted-foreground">
                  {moment(entry.createdAt)}
                  {entry.actor &&
                    ` · ${t('console.member.by', { name: entry.actor.fullName || t('console.audit.aTeamMember') })}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function MemberActions({ detail }: { detail: MemberDetail }) {
  const { member } = detail;
  const { user } = useAuth();
  const { t } = useTranslation();
  const setVerified = useSetVerified(member.id);
  const isAdmin = user?.role === 'admin';
  return (
    <Section id="member-actions" title={t('console.member.actions')}>
      <div className="grid gap-4 rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            {t(member.verified ? 'console.member.isVerified' : 'console.member.notVerified')}
          </p>
          <Button
            variant="outline"
            disabled={setVerified.isPending}
            onClick={() =>
              setVerified.mutate(!member.verified, {
                onSuccess: (changed) =>
                  toast.success(
                    t(changed.verified ? 'console.member.badgeGiven' : 'console.member.badgeRemoved'),
                  ),
                onError: (error) => toast.error(getErrorMessage(error, t('console.member.badgeFailed'))),
              })
            }
          >
            {t(member.verified ? 'console.member.removeBadge' : 'console.member.giveBadge')}
          </Button>
        </div>
        {member.id !== user?.id && !member.deleted && (
          <SuspensionForm memberId={member.id} isSuspended={member.suspended} />
        )}
        {isAdmin && member.id !== user?.id && <RoleForm memberId={member.id} role={member.role} />}
        {isAdmin && <PlanForm memberId={member.id} plan={member.plan} />}
        {isAdmin && member.plan === 'premium' && <RefundControl memberId={member.id} />}
      </div>
    </Section>
  );
}

/**
 * Suspend (sign-in refused, hidden everywhere, open swaps ended and holds released) or lift it, with the
 * reason the member is mailed; the same endpoints as the Reports queue (ADR 73).
 */
function SuspensionForm({ memberId, isSuspended }: { memberId: string; isSuspended: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const setSuspension = useSetSuspension();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSuspension.mutate(
          { memberId, suspend: !isSuspended, reason: reason.trim() },
          {
            onSuccess: (changed) => {
              setReason('');
              toast.success(
                t(
                  changed.isSuspended ? 'console.reports.memberSuspended' : 'console.member.suspensionLifted',
                ),
              );
            },
            onError: (error) => toast.error(getErrorMessage(error, t('console.member.suspensionFailed'))),
          },
        );
      }}
    >
      <p className="text-sm">
        {t(isSuspended ? 'console.member.isSuspended' : 'console.member.suspendExplained')}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="suspension-reason">
          {t(isSuspended ? 'console.member.liftNote' : 'console.member.suspendReason')}
        </Label>
        <textarea
          id="suspension-reason"
          value={reason}
          maxLength={1000}
          required={!isSuspended}
          onChange={(event) => setReason(event.target.value)}
          className="min-h-16 rounded-md border border-input bg-background px-3 py-2 text-sm"
        />
      </div>
      <Button
        type="submit"
        variant={isSuspended ? 'outline' : 'destructive'}
        className="justify-self-start"
        disabled={setSuspension.isPending || (!isSuspended && reason.trim() === '')}
      >
        {t(isSuspended ? 'console.member.lift' : 'console.reports.suspend')}
      </Button>
    </form>
  );
}

/** Asks once more before refunding: the money goes back and the plan ends at once. */
function RefundControl({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const [isConfirming, setIsConfirming] = useState(false);
  const refund = useRefundFirstPayment(memberId);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{t('console.member.refundExplained')}</p>
      <div className="flex flex-wrap gap-2">
        {isConfirming ? (
          <>
            <Button
              variant="destructive"
              disabled={refund.isPending}
              onClick={() =>
                refund.mutate(undefined, {
                  onSuccess: (done) => {
                    setIsConfirming(false);
                    toast.success(t('console.member.refunded'), {
                      description: t('console.member.refundedAmount', {
                        amount: money(done.amount, done.currency),
                      }),
                    });
                  },
                  onError: (error) => toast.error(getErrorMessage(error, t('console.member.refundFailed'))),
                })
              }
            >
              {t('console.member.confirmRefund')}
            </Button>
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              {t('console.member.keepPayment')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setIsConfirming(true)}>
            {t('console.member.refund')}
          </Button>
        )}
      </div>
    </div>
  );
}

function RoleForm({ memberId, role }: { memberId: string; role: MemberRole }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MemberRole>(role);
  const setRole = useSetRole(memberId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setRole.mutate(chosen, {
          onSuccess: (changed) => toast.success(t(`console.member.roleChanged.${changed.role}`)),
          onError: (error) => toast.error(getErrorMessage(error, t('console.member.roleFailed'))),
        });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="member-role">{t('console.member.role')}</Label>
        <select
          id="member-role"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as MemberRole)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {memberRoles.map((option) => (
            <option key={option} value={option}>
              {t(option === 'member' ? 'console.member.noRole' : roleLabelKeys[option])}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={setRole.isPending || chosen === role}>
        {t('console.member.saveRole')}
      </Button>
    </form>
  );
}

function PlanForm({ memberId, plan }: { memberId: string; plan: PlanTier }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PlanTier>(plan);
  const setPlan = useSetPlan(memberId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setPlan.mutate(chosen, {
          onSuccess: (changed) =>
            toast.success(t('console.member.planChanged', { plan: t(planKey(changed.plan)) })),
          onError: (error) => toast.error(getErrorMessage(error, t('console.member.planFailed'))),
        });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="member-plan">{t('console.member.plan')}</Label>
        <select
          id="member-plan"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as PlanTier)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {planTiers.map((option) => (
            <option key={option} value={option}>
              {t(planKey(option))}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={setPlan.isPending || chosen === plan}>
        {t('console.member.savePlan')}
      </Button>
    </form>
  );
}
