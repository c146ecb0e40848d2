import { useState } from 'react';
import { memberRoles, type MemberRole } from '@skillswap/contracts/auth/schemas';
import type { MemberDetail } from '@skillswap/contracts/admin-members/schemas';
import { planTiers, type PlanTier } from '@skillswap/contracts/shared/plans';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRefundFirstPayment, useSetPlan, useSetRole, useSetVerified } from '../api/members.ts';
import { useSetSuspension } from '../api/reports.ts';
import { roleLabelKeys } from '../role-labels.ts';
import { DetailSection as Section } from './detail-section.tsx';

/** The plan's name key in the console's catalogue. */
export const planKey = (plan: PlanTier) => `console.plan.${plan}`;

export function MemberActions({ detail }: { detail: MemberDetail }) {
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
