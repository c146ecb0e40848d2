import { Link } from 'react-router';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { SkillCoinEffect } from '@/components/swaps/skill-coin-effect.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { describeExchange, describeNextStep, otherMemberOf } from '../swap-words.ts';
import { SwapCommunityLine } from './swap-community-line.tsx';
import { SwapStatusBadge } from './swap-status-badge.tsx';

/** Who, what, how many hours, and where the SkillCoin stands. */
export function SwapOverview({
  swap,
  profilePath,
}: {
  swap: SwapDetail;
  profilePath: (id: string) => string;
}) {
  const { t } = useTranslation();
  const other = otherMemberOf(swap);
  const { teach, learn } = describeExchange(swap);
  const nextStep = describeNextStep(t, swap);
  const profileLink = (
    <Link to={profilePath(other.id)} className="underline-offset-4 hover:underline">
      {other.fullName}
    </Link>
  );
  const [before, after = ''] = t('swaps.overview.title', { name: '\u0000' }).split('\u0000');
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <MemberAvatar name={other.fullName} avatarUrl={other.avatarUrl} className="size-14" />
        <div className="grid gap-1">
          <h1 className="text-2xl leading-tight font-semibold">
            {before}
            {profileLink}
            {after}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <SwapStatusBadge status={swap.status} />
            {nextStep && <span className="text-sm font-medium text-primary">{nextStep}</span>}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* A lesson paid in SkillCoin has one side with no hours: that side is not shown. */}
        <dl className="grid gap-3 sm:grid-cols-2">
          {(teach.hours > 0 || learn.hours === 0) && (
            <div className="rounded-md bg-muted/50 p-3">
              <dt className="text-sm text-muted-foreground">{t('swaps.overview.teach')}</dt>
              <dd className="font-semibold">
                {t('swaps.overview.skillHours', { skill: teach.skill, hours: teach.hours })}
              </dd>
            </div>
          )}
          {(learn.hours > 0 || teach.hours === 0) && (
            <div className="rounded-md bg-muted/50 p-3">
              <dt className="text-sm text-muted-foreground">{t('swaps.overview.learn')}</dt>
              <dd className="font-semibold">
                {t('swaps.overview.skillHours', { skill: learn.skill, hours: learn.hours })}
              </dd>
            </div>
          )}
        </dl>
        <SwapCommunityLine swap={swap} isLinked />
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
  const { t } = useTranslation();
  const format = useFormatters();
  const myId = swap.myRole === 'requester' ? swap.requester.id : swap.recipient.id;
  if (swap.settlement) {
    const { amount, toId } = swap.settlement;
    if (amount === 0) return <p className="text-sm">{t('swaps.overview.settledEven')}</p>;
    const change = toId === myId ? amount : -amount;
    const signed = `${change > 0 ? '+' : ''}${format.skillCoins(change)}`;
    return <p className="text-sm">{t('swaps.overview.settled', { amount: signed })}</p>;
  }
  if (swap.hold) {
    const isMine = swap.hold.memberId === myId;
    return (
      <p className="text-sm">
        {isMine
          ? t('swaps.overview.heldFromYou', { amount: format.skillCoins(swap.hold.amount) })
          : t('swaps.overview.heldFromThem', {
              amount: format.skillCoins(swap.hold.amount),
              name: otherMemberOf(swap).fullName,
            })}
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
            {t('swaps.overview.expires', { date: format.date(swap.expiresAt) })}
          </p>
        )}
      </>
    );
  }
  return null;
}

function Confirmations({ swap }: { swap: SwapDetail }) {
  const { t } = useTranslation();
  const entries = (['requester', 'recipient'] as const).flatMap((role) => {
    const confirmation = swap.confirmations[role];
    if (!confirmation) return [];
    const values = {
      name: swap[role].fullName,
      requesterHours: confirmation.requesterHours,
      offeredSkill: swap.offeredSkill,
      recipientHours: confirmation.recipientHours,
      requestedSkill: swap.requestedSkill,
    };
    return [
      role === swap.myRole
        ? t('swaps.overview.youConfirmed', values)
        : t('swaps.overview.theyConfirmed', values),
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
