import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CommunityDetail, CommunityMember } from '@skillswap/contracts/communities/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { communityActions, useCommunityMembers } from '../api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { Section, useRun } from './community-page-parts.tsx';

function MemberRow({
  community,
  member,
  mark,
}: {
  community: CommunityDetail;
  member: CommunityMember;
  mark?: ReactNode;
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
        {mark}
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

/**
 * The community's members: those asking to join, the active ones and the removed ones, with what a
 * coordinator may do about each. `markOf` adds a badge after an active member's name (the
 * page passes safeguarding's).
 */
export function Members({
  community,
  markOf,
}: {
  community: CommunityDetail;
  markOf?: (memberId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const members = useCommunityMembers(community.slug, true);
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
            <MemberRow key={member.id} community={community} member={member} mark={markOf?.(member.id)} />
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
