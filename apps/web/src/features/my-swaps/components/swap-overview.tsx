import { Link } from 'react-router';
import { formatSkillCoin } from '@skillswap/contracts/ledger';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { SkillCoinEffect } from '@/components/swaps/skill-coin-effect.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { describeExchange, describeNextStep, otherMemberOf } from '../swap-words.ts';
import { SwapStatusBadge } from './swap-status-badge.tsx';

const hours = (value: number) => `${value} h`;

/** Who, what, how many hours, and where the SkillCoin stands. */
export function SwapOverview({
  swap,
  profilePath,
}: {
  swap: SwapDetail;
  profilePath: (id: string) => string;
}) {
  const other = otherMemberOf(swap);
  const { teach, learn } = describeExchange(swap);
  const nextStep = describeNextStep(swap);
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <MemberAvatar name={other.fullName} avatarUrl={other.avatarUrl} className="size-14" />
        <div className="grid gap-1">
          <h1 className="text-2xl leading-tight font-semibold">
            Swap with{' '}
            <Link to={profilePath(other.id)} className="underline-offset-4 hover:underline">
              {other.fullName}
            </Link>
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <SwapStatusBadge status={swap.status} />
            {nextStep && <span className="text-sm font-medium text-primary">{nextStep}</span>}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="text-sm text-muted-foreground">You teach</dt>
            <dd className="font-semibold">
              {teach.skill} · {hours(teach.hours)}
            </dd>
          </div>
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="text-sm text-muted-foreground">You learn</dt>
            <dd className="font-semibold">
              {learn.skill} · {hours(learn.hours)}
            </dd>
          </div>
        </dl>
        {swap.message && (
          <blockquote className="border-s-2 ps-3 text-sm text-muted-foreground">{swap.message}</blockquote>
        )}
        <MoneyLine swap={swap} />
        <Confirmations swap={swap} />
      </CardContent>
    </Card>
  );
}

function MoneyLine({ swap }: { swap: SwapDetail }) {
  const myId = swap.myRole === 'requester' ? swap.requester.id : swap.recipient.id;
  if (swap.settlement) {
    const { amount, toId } = swap.settlement;
    if (amount === 0) return <p className="text-sm">Settled as an even swap: no SkillCoin moved.</p>;
    const change = toId === myId ? amount : -amount;
    return (
      <p className="text-sm">Settled: your balance changed by {formatSkillCoin(change, { signed: true })}.</p>
    );
  }
  if (swap.hold) {
    const isMine = swap.hold.memberId === myId;
    return (
      <p className="text-sm">
        {isMine ? 'You have' : `${otherMemberOf(swap).fullName} has`} {formatSkillCoin(swap.hold.amount)} held
        for this swap until it completes or is cancelled.
      </p>
    );
  }
  if (swap.status === 'requested') {
    return (
      <>
        <SkillCoinEffect
          hoursOffered={swap.hoursOffered}
          hoursRequested={swap.hoursRequested}
          viewerRole={swap.myRole}
          otherName={otherMemberOf(swap).fullName}
        />
        {swap.expiresAt && (
          <p className="text-sm text-muted-foreground">
            The request expires on{' '}
            {new Date(swap.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })} if it has no
            answer.
          </p>
        )}
      </>
    );
  }
  return null;
}

function Confirmations({ swap }: { swap: SwapDetail }) {
  const entries = (['requester', 'recipient'] as const).flatMap((role) => {
    const confirmation = swap.confirmations[role];
    if (!confirmation) return [];
    const who = role === swap.myRole ? 'You' : swap[role].fullName;
    return [
      `${who} confirmed ${hours(confirmation.requesterHours)} of ${swap.offeredSkill} and ${hours(confirmation.recipientHours)} of ${swap.requestedSkill}`,
    ];
  });
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </ul>
  );
}
