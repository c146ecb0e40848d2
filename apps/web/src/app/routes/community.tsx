import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type {
  CommunityDetail,
  CommunityMember,
  OrganisationBranding,
} from '@skillswap/contracts/communities';
import { eliteLoungeSlug } from '@skillswap/contracts/communities';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { communityImpactPath, communityMapPath, memberProfilePath, paths } from '@/config/paths.ts';
import { ActivationQueueCard } from '@/features/community-activation/components/activation-queue-card.tsx';
import { CommunityRulesCard } from '@/features/community-economy/components/community-rules-card.tsx';
import { ImportExchangesCard } from '@/features/community-economy/components/import-exchanges-card.tsx';
import { RecordExchangeCard } from '@/features/community-economy/components/record-exchange-card.tsx';
import { RecordedExchangesCard } from '@/features/community-economy/components/recorded-exchanges-card.tsx';
import { SwapApprovalsCard } from '@/features/community-economy/components/swap-approvals-card.tsx';
import { FieldSelect } from '@/features/communities/components/field-select.tsx';
import { AreasSection } from '@/features/community-areas/components/areas-section.tsx';
import { useReferenceCheckedIds } from '@/features/community-safeguarding/api/community-safeguarding.ts';
import { ReferenceCheckedBadge } from '@/features/community-safeguarding/components/reference-checked-badge.tsx';
import {
  OwnSafeguardingCard,
  SafeguardingSection,
} from '@/features/community-safeguarding/components/safeguarding-section.tsx';
import { PaperSection } from '@/features/community-paper/components/paper-section.tsx';
import { CommunityHelpersPanel } from './community-helpers-panel.tsx';
import { FundGiveForm } from '@/features/communities/components/fund-give-form.tsx';
import { JoinDecisionsCard } from '@/features/communities/components/join-decisions-card.tsx';
import { MemberImportPanel } from '@/features/communities/components/member-import-panel.tsx';
import { OrganisationBrandingPanel } from '@/features/communities/components/organisation-branding-panel.tsx';
import { OrganisationPanel } from '@/features/communities/components/organisation-panel.tsx';
import { OrganisationWebhooksPanel } from '@/features/communities/components/organisation-webhooks-panel.tsx';
import {
  communityActions,
  downloadCommunityExport,
  useCommunity,
  useCommunityAction,
  useCommunityDashboard,
  useCommunityFund,
  useCommunityMembers,
} from '@/features/communities/api/communities.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** Hours and SkillCoin amounts in the active language: "12.5 h", "+3 SC". */
function useAmounts() {
  const { t } = useTranslation();
  const format = useFormatters();
  return {
    hours: (value: number) =>
      t('communities.hours', { hours: format.number(value, { maximumFractionDigits: 2 }) }),
    coins: format.skillCoins,
    signedCoins: format.signedSkillCoins,
    date: format.date,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Runs an action and tells the member how it went. `mutateAsync`, not `mutate`'s callbacks: the button that
 * started it may be gone once the lists are read again (an approved request leaves "Asking to join").
 */
function useRun() {
  const { t } = useTranslation();
  const mutation = useCommunityAction(async (run: () => Promise<unknown>) => run());
  const go = (run: () => Promise<unknown>, done: string) => {
    mutation.mutateAsync(run).then(
      () => toast.success(done),
      (failure: unknown) => toast.error(getErrorMessage(failure, t('communities.actionFailed'))),
    );
  };
  return { go, isPending: mutation.isPending };
}

function JoinPanel({ community, invite }: { community: CommunityDetail; invite: string | undefined }) {
  const { t } = useTranslation();
  const { go, isPending } = useRun();
  const { slug } = community;
  if (community.joinRule === 'plan') {
    return community.myStatus === 'active' ? (
      <p className="text-sm text-muted-foreground">{t('communities.join.elite')}</p>
    ) : null;
  }
  if (community.myStatus === 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{t('communities.requestPending')}</Badge>
        <Button
          variant="outline"
          size="sm"
          disabled={isPending}
          onClick={() => go(() => communityActions.leave(slug), t('communities.join.withdrawn'))}
        >
          {t('communities.join.withdraw')}
        </Button>
      </div>
    );
  }
  if (community.myStatus === 'active') {
    return community.myRole === 'owner' ? (
      <Badge>{t('communities.role.owner')}</Badge>
    ) : (
      <div className="flex flex-wrap items-center gap-2">
        <Badge>
          {community.myRole === 'coordinator'
            ? t('communities.role.coordinator')
            : t('communities.role.member')}
        </Badge>
        <Button
          variant="outline"
          size="sm"
          disabled={isPending}
          onClick={() =>
            go(() => communityActions.leave(slug), t('communities.join.left', { name: community.name }))
          }
        >
          {t('communities.join.leave')}
        </Button>
      </div>
    );
  }
  if (community.joinRule === 'invitation' && !invite && !community.isOrganisation) {
    return <p className="text-sm text-muted-foreground">{t('communities.join.invitationOnly')}</p>;
  }
  const asks = community.joinRule === 'approval' && !invite;
  return (
    <Button
      disabled={isPending}
      onClick={() =>
        go(
          () => communityActions.join(slug, invite),
          asks ? t('communities.join.requested') : t('communities.join.welcome', { name: community.name }),
        )
      }
    >
      {asks ? t('communities.join.ask') : t('communities.join.join')}
    </Button>
  );
}

function Announcements({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const { date } = useAmounts();
  const id = useId();
  const { go, isPending } = useRun();
  const [body, setBody] = useState('');
  const [isPinned, setIsPinned] = useState(false);
  const isCoordinator = community.pendingCount !== null;
  const post = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    go(async () => {
      await communityActions.announce(community.slug, body, isPinned);
      setBody('');
      setIsPinned(false);
    }, t('communities.announcements.posted'));
  };
  return (
    <Section title={t('communities.announcements.title')}>
      {community.announcements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communities.announcements.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {community.announcements.map((announcement) => (
            <li key={announcement.id} className="grid gap-1 border-b pb-3 last:border-b-0">
              <p className="whitespace-pre-line wrap-anywhere">{announcement.body}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {announcement.isPinned && (
                  <Badge variant="secondary">{t('communities.announcements.pinned')}</Badge>
                )}
                {announcement.author?.fullName} · {date(announcement.createdAt)}
                {isCoordinator && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={isPending}
                    onClick={() =>
                      go(
                        () => communityActions.pin(community.slug, announcement.id, !announcement.isPinned),
                        announcement.isPinned
                          ? t('communities.announcements.unpinned')
                          : t('communities.announcements.pinned'),
                      )
                    }
                  >
                    {announcement.isPinned
                      ? t('communities.announcements.unpin')
                      : t('communities.announcements.pin')}
                  </Button>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {isCoordinator && (
        <form onSubmit={post} className="grid gap-2">
          <Label htmlFor={`${id}-body`}>{t('communities.announcements.new')}</Label>
          <Textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={2000}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={isPinned}
                onChange={(event) => setIsPinned(event.target.checked)}
              />
              {t('communities.announcements.pinToTop')}
            </label>
            <Button type="submit" disabled={isPending || !body.trim()}>
              {t('communities.announcements.post')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}

function MemberRow({
  community,
  member,
  isReferenceChecked = false,
}: {
  community: CommunityDetail;
  member: CommunityMember;
  isReferenceChecked?: boolean;
}) {
  const { t } = useTranslation();
  const { go, isPending } = useRun();
  const isCoordinator = community.pendingCount !== null;
  const isOwner = community.myRole === 'owner';
  const viewerId = useAuth().user?.id ?? null;
  // A swap proposed from here is made in the community (ADR 181): its rules apply.
  const canProposeSwap =
    community.myStatus === 'active' &&
    member.status === 'active' &&
    viewerId !== null &&
    viewerId !== member.id;
  const { slug } = community;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-b-0">
      <span className="flex min-w-0 items-center gap-2">
        <Link to={memberProfilePath(member.id)} className="truncate font-medium hover:underline">
          {member.fullName}
        </Link>
        {member.role !== 'member' && (
          <Badge variant="secondary">
            {member.role === 'owner' ? t('communities.role.owner') : t('communities.role.coordinator')}
          </Badge>
        )}
        {isReferenceChecked && <ReferenceCheckedBadge />}
      </span>
      {canProposeSwap && (
        <Button asChild size="sm" variant="outline">
          <Link
            to={`${memberProfilePath(member.id)}?${new URLSearchParams({ community: community.id }).toString()}`}
            aria-label={t('communities.members.proposeSwapLabel', { name: member.fullName })}
          >
            {t('communities.members.proposeSwap')}
          </Link>
        </Button>
      )}
      {isCoordinator && member.status === 'pending' && (
        <span className="flex gap-2">
          <Button
            size="sm"
            disabled={isPending}
            aria-label={t('communities.members.approveLabel', { name: member.fullName })}
            onClick={() =>
              go(
                () => communityActions.decide(slug, member.id, 'approve'),
                t('communities.members.approved', { name: member.fullName }),
              )
            }
          >
            {t('communities.members.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isPending}
            aria-label={t('communities.members.declineLabel', { name: member.fullName })}
            onClick={() =>
              go(() => communityActions.decide(slug, member.id, 'decline'), t('communities.members.declined'))
            }
          >
            {t('communities.members.decline')}
          </Button>
        </span>
      )}
      {isCoordinator && member.status === 'removed' && (
        <Button
          size="sm"
          variant="outline"
          disabled={isPending}
          aria-label={t('communities.members.liftRemovalLabel', { name: member.fullName })}
          onClick={() =>
            go(
              () => communityActions.decide(slug, member.id, 'lift'),
              t('communities.members.lifted', { name: member.fullName }),
            )
          }
        >
          {t('communities.members.liftRemoval')}
        </Button>
      )}
      {isCoordinator && member.status === 'active' && member.role !== 'owner' && (
        <span className="flex gap-2">
          {isOwner && (
            <Button
              size="sm"
              variant="ghost"
              disabled={isPending}
              onClick={() =>
                go(
                  () =>
                    communityActions.makeCoordinator(
                      slug,
                      member.id,
                      member.role === 'coordinator' ? 'member' : 'coordinator',
                    ),
                  t('communities.members.roleChanged'),
                )
              }
            >
              {member.role === 'coordinator'
                ? t('communities.members.makeMember')
                : t('communities.members.makeCoordinator')}
            </Button>
          )}
          {(isOwner || member.role === 'member') && (
            <Button
              size="sm"
              variant="outline"
              disabled={isPending}
              aria-label={t('communities.members.removeLabel', { name: member.fullName })}
              onClick={() =>
                go(
                  () => communityActions.decide(slug, member.id, 'remove'),
                  t('communities.members.removed', { name: member.fullName }),
                )
              }
            >
              {t('communities.members.remove')}
            </Button>
          )}
        </span>
      )}
    </li>
  );
}

function Members({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const members = useCommunityMembers(community.slug, true);
  const referenceChecked = useReferenceCheckedIds(community.slug, true);
  const items = members.data?.items ?? [];
  const pending = items.filter((member) => member.status === 'pending');
  const active = items.filter((member) => member.status === 'active');
  const removed = items.filter((member) => member.status === 'removed');
  return (
    <Section title={t('communities.members.title', { count: community.memberCount })}>
      {pending.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('communities.members.asking')}</h3>
          <ul>
            {pending.map((member) => (
              <MemberRow key={member.id} community={community} member={member} />
            ))}
          </ul>
        </div>
      )}
      {members.isPending ? (
        <Spinner />
      ) : (
        <ul>
          {active.map((member) => (
            <MemberRow
              key={member.id}
              community={community}
              member={member}
              isReferenceChecked={referenceChecked.has(member.id)}
            />
          ))}
        </ul>
      )}
      {removed.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('communities.members.removedTitle')}</h3>
          <ul>
            {removed.map((member) => (
              <MemberRow key={member.id} community={community} member={member} />
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function Fund({ community, members }: { community: CommunityDetail; members: CommunityMember[] }) {
  const { t } = useTranslation();
  const { coins, signedCoins, date } = useAmounts();
  const id = useId();
  const fund = useCommunityFund(community.slug, true);
  const { go, isPending } = useRun();
  const [grantTo, setGrantTo] = useState('');
  const [grantAmount, setGrantAmount] = useState('1');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | undefined>();
  const isCoordinator = community.pendingCount !== null;
  const isMember = community.myStatus === 'active';
  const run = (action: () => Promise<unknown>, done: string) => {
    setFormError(undefined);
    go(async () => {
      try {
        await action();
      } catch (failure) {
        setFormError(getErrorMessage(failure, t('communities.actionFailed')));
        throw failure;
      }
    }, done);
  };
  return (
    <Section title={t('communities.fund.title')}>
      <p>
        <RichMessage
          t={t}
          messageKey="communities.fund.intro"
          elements={{
            balance: <strong>{coins(fund.data?.balance ?? community.fundBalance ?? 0)}</strong>,
          }}
        />
      </p>
      {isMember && (
        <FundGiveForm
          communityName={community.name}
          isPending={isPending}
          onGive={(amount) =>
            run(() => communityActions.donate(community.slug, amount), t('communities.fund.thanks'))
          }
        />
      )}
      {isCoordinator && (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!grantTo) return setFormError(t('communities.fund.chooseMember'));
            run(
              () => communityActions.grant(community.slug, grantTo, Number(grantAmount), note),
              t('communities.fund.granted'),
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-grant-to`}>{t('communities.fund.grantTo')}</Label>
            <FieldSelect
              id={`${id}-grant-to`}
              value={grantTo}
              onChange={(event) => setGrantTo(event.target.value)}
            >
              <option value="">{t('communities.fund.chooseOption')}</option>
              {members
                .filter((member) => member.status === 'active')
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.fullName}
                  </option>
                ))}
            </FieldSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-grant-amount`}>{t('communities.fund.amount')}</Label>
            <Input
              id={`${id}-grant-amount`}
              type="number"
              min={0.01}
              step={0.01}
              value={grantAmount}
              onChange={(event) => setGrantAmount(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{t('communities.fund.note')}</Label>
            <Input
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={200}
            />
          </div>
          <Button type="submit" disabled={isPending}>
            {t('communities.fund.grant')}
          </Button>
        </form>
      )}
      <FormMessage role="alert">{formError}</FormMessage>
      <h3 className="font-semibold">{t('communities.fund.statement')}</h3>
      {fund.data && fund.data.statement.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('communities.fund.caption')}</caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="py-1 pe-2">
                  {t('communities.fund.column.date')}
                </th>
                <th scope="col" className="py-1 pe-2">
                  {t('communities.fund.column.what')}
                </th>
                <th scope="col" className="py-1 pe-2 text-end">
                  {t('communities.fund.column.amount')}
                </th>
                <th scope="col" className="py-1 text-end">
                  {t('communities.fund.column.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fund.data.statement.items.map((item) => (
                <tr key={item.id} className="border-t">
                  <td className="py-1 pe-2 whitespace-nowrap">{date(item.createdAt)}</td>
                  <td className="py-1 pe-2">
                    {t(
                      item.kind === 'community_donation'
                        ? 'communities.fund.giftFrom'
                        : 'communities.fund.grantToMember',
                      { name: item.counterpart?.fullName ?? t('communities.fund.formerMember') },
                    )}
                  </td>
                  <td className="py-1 pe-2 text-end whitespace-nowrap">{signedCoins(item.amount)}</td>
                  <td className="py-1 text-end whitespace-nowrap">{coins(item.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('communities.fund.empty')}</p>
      )}
    </Section>
  );
}

function Dashboard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const { hours } = useAmounts();
  const format = useFormatters();
  const dashboard = useCommunityDashboard(community.slug, true);
  const { go, isPending } = useRun();
  const inviteLink = `${window.location.origin}/c/${community.slug}?invite=${community.inviteToken ?? ''}`;
  const download = (kind: 'members' | 'fund') =>
    void downloadCommunityExport(community.slug, kind).catch((failure: unknown) =>
      toast.error(getErrorMessage(failure, t('communities.dashboard.exportFailed'))),
    );
  const data = dashboard.data;
  return (
    <Section title={t('communities.dashboard.title')}>
      {community.inviteToken !== null && (
        <div className="grid gap-1.5">
          <Label htmlFor="invite-link">{t('communities.dashboard.inviteLink')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="invite-link"
              readOnly
              value={inviteLink}
              className="min-w-0 flex-1"
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="outline"
              disabled={isPending}
              onClick={() =>
                go(
                  () => communityActions.rotateInvite(community.slug),
                  t('communities.dashboard.newLinkMade'),
                )
              }
            >
              {t('communities.dashboard.newLink')}
            </Button>
          </div>
        </div>
      )}
      {data ? (
        <div className="grid gap-3">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              [t('communities.dashboard.members'), format.number(community.memberCount)],
              [t('communities.dashboard.active'), format.number(data.activeMembers)],
              [t('communities.dashboard.pendingJoins'), format.number(data.pendingJoins)],
              [
                t('communities.dashboard.hoursTraded'),
                hours(data.trade.insideHours + data.trade.acrossHours),
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded border p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="font-semibold">{t('communities.dashboard.membersOverTime')}</h3>
            <ol className="flex h-24 items-end gap-1" aria-label={t('communities.dashboard.membersChart')}>
              {data.membersOverTime.map((point) => {
                const peak = Math.max(1, ...data.membersOverTime.map((each) => each.members));
                return (
                  <li
                    key={point.month}
                    className="flex-1 bg-primary/70"
                    style={{ height: `${(point.members / peak) * 100}%` }}
                    title={`${point.month}: ${format.number(point.members)}`}
                  >
                    <span className="sr-only">
                      {point.month}: {format.number(point.members)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            {(
              [
                [t('communities.dashboard.mostOffered'), data.topOffered],
                [t('communities.dashboard.mostWanted'), data.topWanted],
                [t('communities.dashboard.gaps'), data.gaps],
              ] as const
            ).map(([title, list]) => (
              <div key={title}>
                <h3 className="font-semibold">{title}</h3>
                {list.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('communities.dashboard.noneYet')}</p>
                ) : (
                  <ul className="text-sm">
                    {list.map((entry) => (
                      <li key={entry.skill}>
                        {entry.skill} ({format.number(entry.members)})
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </div>
      ) : (
        <Spinner />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download('members')}>
          {t('communities.dashboard.exportMembers')}
        </Button>
        <Button variant="outline" onClick={() => download('fund')}>
          {t('communities.dashboard.exportFund')}
        </Button>
      </div>
      {!community.isBuiltin && <MemberImportPanel slug={community.slug} />}
    </Section>
  );
}

/**
 * An organisation's white-label accent (ADR 140) on its page's primary buttons and header band: white text on
 * it keeps 4.5:1 (the server refuses paler colours), in either theme.
 */
function accentStyle(branding: OrganisationBranding | null): CSSProperties | undefined {
  if (!branding?.accent) return undefined;
  // Tailwind's theme resolves `--color-primary` at the root, so the page sets both it and `--primary`.
  return {
    '--primary': branding.accent,
    '--primary-foreground': '#ffffff',
    '--color-primary': branding.accent,
    '--color-primary-foreground': '#ffffff',
  } as CSSProperties;
}

/** The organisation's header band: its logo and display name on its accent. */
function BrandBand({ name, branding }: { name: string; branding: OrganisationBranding }) {
  const { t } = useTranslation();
  const shownName = branding.displayName ?? name;
  return (
    <div
      data-testid="organisation-brand"
      className="flex flex-wrap items-center gap-4 rounded-lg bg-primary p-4 text-primary-foreground"
    >
      {branding.logoUrl && (
        <img
          src={branding.logoUrl}
          alt={t('communities.branding.logoOf', { name: shownName })}
          className="h-14 max-w-48 rounded bg-white object-contain p-1"
        />
      )}
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{shownName}</h1>
    </div>
  );
}

/** /c/:slug (members only): a community's page; private ones answer "not found" to non-members. */
export function CommunityPage() {
  const { t } = useTranslation();
  const { hours } = useAmounts();
  const format = useFormatters();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const community = useCommunity(slug, invite);
  const data = community.data?.data;
  const seesContent = data !== undefined && (data.visibility === 'public' || data.myStatus === 'active');
  const members = useCommunityMembers(slug, seesContent);
  const viewerId = useAuth().user?.id ?? null;
  useDocumentTitle(data?.branding?.displayName ?? data?.name ?? t('communities.page.title'));

  if (community.isPending) {
    return (
      <div className="flex justify-center py-16 text-3xl text-primary">
        <Spinner />
      </div>
    );
  }
  if (!data) {
    const isMissing = community.error instanceof ApiError && community.error.status === 404;
    return (
      <section className="mx-auto grid max-w-3xl justify-items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {isMissing ? t('communities.page.notFound') : t('communities.page.loadFailed')}
        </h1>
        <p className="text-muted-foreground">
          {isMissing ? t('communities.page.notFoundHint') : t('communities.page.tryAgain')}
        </p>
        <Link to={paths.communities} className="underline">
          {t('communities.list.all')}
        </Link>
      </section>
    );
  }
  const isCoordinator = data.pendingCount !== null;
  const { branding } = data;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10" style={accentStyle(branding)}>
      <header className="grid gap-2">
        <p className="text-sm">
          <Link to={paths.communities} className="underline">
            {t('communities.list.title')}
          </Link>
        </p>
        {branding ? (
          <BrandBand name={data.name} branding={branding} />
        ) : (
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{data.name}</h1>
        )}
        <p className="text-muted-foreground">
          {data.isOnline ? t('communities.online') : data.city} ·{' '}
          {t('communities.memberCount', { count: data.memberCount })}
          {data.visibility === 'private' ? ` · ${t('communities.private')}` : ''}
        </p>
        <JoinPanel community={data} invite={invite} />
        {seesContent && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={communityMapPath(data.slug)}>{t('map.link')}</Link>
            </Button>
            {isCoordinator && (
              <Button asChild variant="outline" size="sm">
                <Link to={communityImpactPath(data.slug)}>{t('impact.link')}</Link>
              </Button>
            )}
          </div>
        )}
      </header>
      <Section title={t('communities.page.about')}>
        <p className="whitespace-pre-line wrap-anywhere">
          {data.description || t('communities.page.noDescription')}
        </p>
        {data.trade && (
          <p className="text-sm">
            <RichMessage
              t={t}
              messageKey="communities.page.trade"
              values={{ insideSwaps: data.trade.insideSwaps }}
              elements={{
                inside: <strong>{format.number(data.trade.insideSwaps)}</strong>,
                insideHours: hours(data.trade.insideHours),
                across: <strong>{format.number(data.trade.acrossSwaps)}</strong>,
                acrossHours: hours(data.trade.acrossHours),
              }}
            />
          </p>
        )}
      </Section>
      {data.isOrganisation && data.myStatus === 'active' && <OrganisationPanel slug={data.slug} />}
      {data.isOrganisation && isCoordinator && <OrganisationBrandingPanel slug={data.slug} />}
      {data.isOrganisation && isCoordinator && <OrganisationWebhooksPanel slug={data.slug} />}
      {seesContent && <Announcements community={data} />}
      {seesContent && <Members community={data} />}
      {seesContent && <Fund community={data} members={members.data?.items ?? []} />}
      {seesContent && (
        <AreasSection
          slug={data.slug}
          viewerId={viewerId}
          isCoordinator={isCoordinator}
          choices={(members.data?.items ?? [])
            .filter((member) => member.status === 'active')
            .map((member) => ({ id: member.id, name: member.fullName }))}
        />
      )}
      {seesContent && <CommunityRulesCard slug={data.slug} isCoordinator={isCoordinator} />}
      {isCoordinator && <SwapApprovalsCard slug={data.slug} viewerId={viewerId} />}
      {isCoordinator && (
        <SafeguardingSection
          slug={data.slug}
          viewerId={viewerId}
          members={(members.data?.items ?? []).filter((member) => member.status === 'active')}
        />
      )}
      {!isCoordinator && data.myStatus === 'active' && <OwnSafeguardingCard slug={data.slug} />}
      {isCoordinator && (
        <RecordExchangeCard
          slug={data.slug}
          members={(members.data?.items ?? []).filter((member) => member.status === 'active')}
          viewerId={viewerId}
        />
      )}
      {isCoordinator && <ImportExchangesCard slug={data.slug} />}
      {isCoordinator && <PaperSection slug={data.slug} />}
      {isCoordinator && !data.isOrganisation && data.slug !== eliteLoungeSlug && (
        <CommunityHelpersPanel slug={data.slug} />
      )}
      {data.myStatus === 'active' && (
        <RecordedExchangesCard slug={data.slug} isCoordinator={isCoordinator} viewerId={viewerId} />
      )}
      {isCoordinator && <Dashboard community={data} />}
      {isCoordinator && <ActivationQueueCard slug={data.slug} />}
      {isCoordinator && <JoinDecisionsCard slug={data.slug} />}
    </div>
  );
}
