import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { notify } from '../notifications/index.ts';
import { findSuccessor, lockOwnedCommunities } from './community-handover.repository.ts';
import { updateCommunity, updateMembership } from './communities.repository.ts';

/**
 * Account deletion's part in communities (ADR 158), in the deleting transaction: each
 * community the member owns goes to its longest-serving coordinator, else its longest-serving member, who is
 * told; with nobody left it is archived (hidden everywhere, its slug kept). The deleted
 * owner's membership ends.
 */
export async function handOverCommunitiesOfDeletedMember(
  tx: DbOrTx,
  context: { now: Date; publicUrl: string },
  memberId: string,
) {
  for (const community of await lockOwnedCommunities(tx, memberId)) {
    const communityId = community.community_id;
    await updateMembership(tx, communityId, memberId, { status: 'left', endedAt: context.now });
    const successor = await findSuccessor(tx, communityId, memberId);
    if (!successor) {
      await updateCommunity(tx, communityId, { archivedAt: context.now, updatedAt: context.now });
      continue;
    }
    await updateMembership(tx, communityId, successor, { role: 'owner' });
    await recordAuditEvent(tx, {
      event: 'community_role_changed',
      userId: successor,
      details: { communityId, role: 'owner', reason: 'owner_deleted' },
    });
    await notify(tx, context, {
      memberId: successor,
      type: 'community_membership',
      title: { key: 'communities.youAreNowThe', values: { name: community.name } },
      body: { key: 'communities.itsOwnerDeletedTheir' },
      link: `/c/${community.slug}`,
    });
  }
}
