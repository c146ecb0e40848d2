import type { CommunityDetail } from '@skillswap/contracts/communities/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { communityActions } from '../api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useRun } from './community-page-parts.tsx';

/** What the viewer can do about their membership: join, ask, withdraw a request or leave. */
export function JoinPanel({ community, invite }: { community: CommunityDetail; invite: string | undefined }) {
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
