import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import type { CommunityRow } from './communities.repository.ts';

/**
 * Tells a member a coordinator removed them from a community, or lifted that removal (product rules R8.2).
 * In the app only: the community's name is the one thing from the community it quotes.
 */
export async function tellAboutRemoval(
  tx: DbOrTx,
  context: { now: Date; publicUrl: string },
  input: { community: CommunityRow; memberId: string; isLifted: boolean },
) {
  const { community } = input;
  await notify(
    tx,
    { now: context.now, publicUrl: context.publicUrl },
    input.isLifted
      ? {
          memberId: input.memberId,
          type: 'community_membership',
          title: { key: 'communities.youMayJoinAgain', values: { name: community.name } },
          body: { key: 'communities.aCoordinatorLiftedYour' },
          link: `/c/${community.slug}`,
        }
      : {
          memberId: input.memberId,
          type: 'community_membership',
          title: { key: 'communities.youWereRemovedFrom', values: { name: community.name } },
          body: { key: 'communities.removedCannotRejoin' },
          link: '/communities',
        },
  );
}
