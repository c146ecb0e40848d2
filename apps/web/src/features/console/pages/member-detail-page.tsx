import { Link, useParams } from 'react-router';
import type { MemberDetail } from '@skillswap/contracts/admin-members/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { paths } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMemberDetail } from '../api/members.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { roleLabelKeys } from '../role-labels.ts';
import { DetailSection as Section } from '../components/detail-section.tsx';
import { MemberActions, planKey } from '../components/member-actions.tsx';

/** Moments and SkillCoin amounts of the member's page, in the operator's language. */
function useDetailFormat() {
  const { number, moment } = useFormatters();
  return {
    moment,
    coins: (amount: number) => number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}

/**
 * /admin/members/:memberId: one member's profile, swaps, statement and audit trail, and what the team may
 * change.
 */
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
