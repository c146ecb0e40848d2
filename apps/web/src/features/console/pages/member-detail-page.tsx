import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { MemberRole } from '@skillswap/contracts/auth';
import type { MemberDetail } from '@skillswap/contracts/admin-members';
import type { PlanTier } from '@skillswap/contracts/plans';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useMemberDetail,
  useRefundFirstPayment,
  useSetPlan,
  useSetRole,
  useSetVerified,
} from '../api/members.ts';
import { useSetSuspension } from '../api/reports.ts';
import { roleLabels } from '../role-labels.ts';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const coins = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const planLabels: Record<PlanTier, string> = {
  free: 'Free',
  premium: 'Premium',
  elite: 'Elite',
  enterprise: 'Enterprise',
} as const;

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
  return (
    <section className="grid gap-6">
      <Link to={`${paths.admin}/members`} className="text-sm underline-offset-4 hover:underline">
        ← All members
      </Link>
      {detail.isPending ? (
        <LoadingPanel label="Loading the member" className="py-12" />
      ) : detail.isError ? (
        <RetryPanel
          message="This member could not be loaded."
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
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          {member.fullName || 'Unnamed member'}
        </h1>
        <div className="flex flex-wrap gap-2">
          {member.verified && <Badge variant="secondary">Verified</Badge>}
          <Badge variant={member.role === 'member' ? 'outline' : 'default'}>{roleLabels[member.role]}</Badge>
          <Badge variant="outline">{planLabels[member.plan]} plan</Badge>
          {member.deleted && <Badge variant="destructive">Deleted account</Badge>}
        </div>
      </header>
      <Section id="member-profile" title="Profile">
        <dl className="grid gap-2 rounded-lg border p-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all">{member.email}</dd>
          <dt className="text-muted-foreground">Joined</dt>
          <dd>{dateTime.format(new Date(member.joinedAt))}</dd>
          <dt className="text-muted-foreground">About</dt>
          <dd className="break-words whitespace-pre-line">{member.bio || 'Nothing written yet.'}</dd>
        </dl>
      </Section>
      {!member.deleted && <MemberActions detail={detail} />}
      <Section id="member-swaps" title="Swaps">
        {detail.swaps.length === 0 ? (
          <p className="text-sm text-muted-foreground">No swaps yet.</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm">
            {detail.swaps.map((swap) => (
              <li key={swap.id} className="grid gap-1 px-4 py-3">
                <span className="font-medium break-words">
                  {swap.requested ? 'Asked' : 'Asked by'} {swap.otherMember.fullName || 'a member'}:{' '}
                  {swap.offeredSkill} for {swap.requestedSkill}
                </span>
                <span className="text-muted-foreground">
                  {swap.status[0]!.toUpperCase() + swap.status.slice(1)} ·{' '}
                  {dateTime.format(new Date(swap.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="member-ledger" title="SkillCoin statement">
        <p className="text-sm">
          Balance <strong className="tabular-nums">{coins.format(detail.ledger.balance)}</strong>, of which{' '}
          <strong className="tabular-nums">{coins.format(detail.ledger.held)}</strong> held for accepted
          swaps.
        </p>
        {detail.ledger.entries.length > 0 && (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">SkillCoin movements, newest first</caption>
              <thead className="border-b">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    What
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {detail.ledger.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {dateTime.format(new Date(entry.createdAt))}
                    </td>
                    <td className="px-3 py-2">{entry.description}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{coins.format(entry.amount)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{coins.format(entry.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="member-audit" title="Audit trail">
        {detail.auditTrail.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded.</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm">
            {detail.auditTrail.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 px-4 py-2">
                <span className="font-medium">{entry.event.replaceAll('_', ' ')}</span>
                <span className="text-muted-foreground">
                  {dateTime.format(new Date(entry.createdAt))}
                  {entry.actor && ` · by ${entry.actor.fullName || 'a team member'}`}
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
  const setVerified = useSetVerified(member.id);
  const isAdmin = user?.role === 'admin';
  return (
    <Section id="member-actions" title="Actions">
      <div className="grid gap-4 rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            {member.verified ? 'This member has the verified badge.' : 'This member is not verified.'}
          </p>
          <Button
            variant="outline"
            disabled={setVerified.isPending}
            onClick={() =>
              setVerified.mutate(!member.verified, {
                onSuccess: (changed) =>
                  toast.success(changed.verified ? 'Verified badge given' : 'Verified badge removed'),
                onError: (error) => toast.error(getErrorMessage(error, 'The badge could not be changed.')),
              })
            }
          >
            {member.verified ? 'Remove verified badge' : 'Give verified badge'}
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
              toast.success(changed.isSuspended ? 'Member suspended' : 'Suspension lifted');
            },
            onError: (error) => toast.error(getErrorMessage(error, 'The suspension could not be changed.')),
          },
        );
      }}
    >
      <p className="text-sm">
        {isSuspended
          ? 'This member is suspended: they cannot sign in and nobody can find them.'
          : 'Suspending signs the member out everywhere, hides them, and ends their open swaps.'}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="suspension-reason">
          {isSuspended ? 'Note (optional)' : 'Reason, mailed to the member'}
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
        {isSuspended ? 'Lift suspension' : 'Suspend member'}
      </Button>
    </form>
  );
}

/** Asks once more before refunding: the money goes back and the plan ends at once. */
function RefundControl({ memberId }: { memberId: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const refund = useRefundFirstPayment(memberId);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        The 30-day money-back guarantee refunds the first Premium payment in full and puts the member on Free
        now.
      </p>
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
                    toast.success('Payment refunded', {
                      description: `${(done.amount / 100).toFixed(2)} ${done.currency.toUpperCase()} back to the member`,
                    });
                  },
                  onError: (error) =>
                    toast.error(getErrorMessage(error, 'The payment could not be refunded.')),
                })
              }
            >
              Confirm refund
            </Button>
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              Keep the payment
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setIsConfirming(true)}>
            Refund first Premium payment
          </Button>
        )}
      </div>
    </div>
  );
}

function RoleForm({ memberId, role }: { memberId: string; role: MemberRole }) {
  const [chosen, setChosen] = useState<MemberRole>(role);
  const setRole = useSetRole(memberId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setRole.mutate(chosen, {
          onSuccess: (changed) => toast.success(`Role changed to ${roleLabels[changed.role].toLowerCase()}`),
          onError: (error) => toast.error(getErrorMessage(error, 'The role could not be changed.')),
        });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="member-role">Console role</Label>
        <select
          id="member-role"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as MemberRole)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {(Object.keys(roleLabels) as MemberRole[]).map((option) => (
            <option key={option} value={option}>
              {option === 'member' ? 'None (member)' : roleLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={setRole.isPending || chosen === role}>
        Save role
      </Button>
    </form>
  );
}

function PlanForm({ memberId, plan }: { memberId: string; plan: PlanTier }) {
  const [chosen, setChosen] = useState<PlanTier>(plan);
  const setPlan = useSetPlan(memberId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setPlan.mutate(chosen, {
          onSuccess: (changed) => toast.success(`Plan changed to ${planLabels[changed.plan]}`),
          onError: (error) => toast.error(getErrorMessage(error, 'The plan could not be changed.')),
        });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="member-plan">Plan</Label>
        <select
          id="member-plan"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as PlanTier)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {(Object.keys(planLabels) as PlanTier[]).map((option) => (
            <option key={option} value={option}>
              {planLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={setPlan.isPending || chosen === plan}>
        Save plan
      </Button>
    </form>
  );
}
