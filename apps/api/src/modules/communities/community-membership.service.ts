// Membership of a community (ADR 98): joining by its rule, leaving, coordinators' decisions on members and
// roles, and the invitation link.
import { type CommunityMember } from '@skillswap/contracts/communities/schemas';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  countOtherActiveMembers,
  findMembership,
  memberIdsSql,
  updateCommunity,
  updateMembership,
  upsertMembership,
  type CommunityRow,
} from './communities.repository.ts';
import { queueOrganisationMemberWebhooks } from '../webhooks/index.ts';
import { tellAboutRemoval } from './community-removal.ts';
import { findCommunityBranding } from './organisation-branding.ts';
import { admitByDomain } from './organisation-membership.ts';

import { assertCanSeeContent, assertCoordinator, standingIn } from './community-standing.ts';
import { getMembers, newInviteToken } from './communities.service.ts';

/**
 * Joins by the community's rule: open → member at once; approval → pending; invitation → only with the
 * link's secret. Holding the link always lets a member in (a coordinator gave it to them). The Elite lounge
 * is joined by being on the plan, never by asking.
 */
export async function joinCommunity(
  db: DbOrTx,
  options: { memberId: string; slug: string; invite?: string | undefined; now: Date },
): Promise<{ status: 'pending' | 'active' }> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.memberId, {
      invite: options.invite,
      lock: true,
    });
    const { community } = standing;
    if (community.builtin === 'elite_lounge') {
      throw forbidden('communities.theEliteLoungeIs');
    }
    if (standing.status) return { status: standing.status };
    // A removal holds until a coordinator lifts it, whatever the rule or link (product rules R8.2).
    if ((await findMembership(tx, community.id, options.memberId))?.status === 'removed') {
      throw forbidden('communities.aCoordinatorRemovedYou');
    }
    if (standing.isOrganisation) {
      await admitByDomain(tx, community.id, options.memberId, options.now);
      await upsertMembership(tx, {
        communityId: community.id,
        memberId: options.memberId,
        role: 'member',
        status: 'active',
        at: options.now,
      });
      await queueOrganisationMemberWebhooks(tx, {
        communityId: community.id,
        memberId: options.memberId,
        type: 'member.joined',
        now: options.now,
      });
      return { status: 'active' as const };
    }
    const holdsInvite = options.invite !== undefined && options.invite === community.inviteToken;
    if (options.invite !== undefined && !holdsInvite) {
      throw forbidden('communities.thisInvitationLinkNo');
    }
    let status: 'pending' | 'active';
    if (holdsInvite || community.joinRule === 'open') status = 'active';
    else if (community.joinRule === 'approval') status = 'pending';
    else throw forbidden('communities.thisCommunityIsJoined');
    await upsertMembership(tx, {
      communityId: community.id,
      memberId: options.memberId,
      role: 'member',
      status,
      at: options.now,
    });
    return { status };
  });
}

/**
 * Cancels a member's open swaps with the members `memberIds` selects, as account deletion does (the swap
 * lifecycle's `cancelOpenSwapsOfMember`). The swap lifecycle depends on communities, so app.ts hands it in
 * (ADR 128's pattern) rather than communities importing it.
 */
export type CancelSwapsWithin = (
  tx: DbOrTx,
  context: { now: Date; publicUrl: string },
  memberId: string,
  scope: { name: string; memberIds: SQL },
) => Promise<unknown>;

export async function leaveCommunity(
  db: DbOrTx,
  options: {
    memberId: string;
    slug: string;
    now: Date;
    publicUrl: string;
    cancelSwapsWithin: CancelSwapsWithin;
  },
) {
  await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.memberId, { lock: true });
    if (standing.community.builtin === 'elite_lounge') {
      throw conflict('communities.youAreInThe');
    }
    if (!standing.status) throw conflict('communities.youAreNotA');
    if (
      standing.role === 'owner' &&
      (await countOtherActiveMembers(tx, standing.community.id, options.memberId)) > 0
    ) {
      throw conflict('communities.asTheOwnerYou');
    }
    if (standing.isOrganisation && standing.status === 'active') {
      await endSwapsInOrganisation(tx, standing.community, options.memberId, options);
    }
    await updateMembership(tx, standing.community.id, options.memberId, {
      status: standing.status === 'pending' ? 'declined' : 'left',
      endedAt: options.now,
    });
    if (standing.isOrganisation && standing.status === 'active') {
      await queueOrganisationMemberWebhooks(tx, {
        communityId: standing.community.id,
        memberId: options.memberId,
        type: 'member.left',
        now: options.now,
      });
    }
  });
}

/**
 * A member who leaves an organisation, or is removed, has their open swaps with its other members cancelled
 * as account deletion does (holds released, the other member told); swaps with anyone else go on (ADR 122).
 */
async function endSwapsInOrganisation(
  tx: DbOrTx,
  community: CommunityRow,
  memberId: string,
  context: { now: Date; publicUrl: string; cancelSwapsWithin: CancelSwapsWithin },
) {
  // The notice names the organisation as its branding does while shown (ADR 140).
  const branding = await findCommunityBranding(tx, community.id);
  await context.cancelSwapsWithin(tx, { now: context.now, publicUrl: context.publicUrl }, memberId, {
    name: branding?.displayName ?? community.name,
    memberIds: memberIdsSql(community),
  });
}

type Decision = 'approve' | 'decline' | 'remove' | 'lift';

/**
 * A coordinator approves or declines a request to join, removes a member (who may not rejoin until a
 * coordinator lifts it; the invitation link is replaced, R8.2), or lifts a removal. Audited.
 */
export async function decideMember(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    memberId: string;
    decision: Decision;
    now: Date;
    publicUrl: string;
    audit: AuditContext;
    cancelSwapsWithin: CancelSwapsWithin;
  },
): Promise<{ items: CommunityMember[] }> {
  await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const { community } = standing;
    const target = await findMembership(tx, community.id, options.memberId, true);
    if (options.decision === 'remove') {
      if (!target || target.status !== 'active') throw notFound('common.memberNotFoundIn');
      if (target.role === 'owner') throw forbidden('communities.theOwnerCannotBe');
      if (target.role === 'coordinator' && standing.role !== 'owner') {
        throw forbidden('communities.onlyTheOwnerCan');
      }
      if (standing.isOrganisation) await endSwapsInOrganisation(tx, community, options.memberId, options);
      await updateMembership(tx, community.id, options.memberId, { status: 'removed', endedAt: options.now });
      // The link they kept must not let them straight back in.
      await updateCommunity(tx, community.id, { inviteToken: newInviteToken(), updatedAt: options.now });
      await tellAboutRemoval(tx, options, { community, memberId: options.memberId, isLifted: false });
      if (standing.isOrganisation) {
        await queueOrganisationMemberWebhooks(tx, {
          communityId: community.id,
          memberId: options.memberId,
          type: 'member.left',
          now: options.now,
        });
      }
    } else if (options.decision === 'lift') {
      if (target?.status !== 'removed') throw notFound('communities.thisMemberIsNot');
      await updateMembership(tx, community.id, options.memberId, { status: 'left' });
      await tellAboutRemoval(tx, options, { community, memberId: options.memberId, isLifted: true });
    } else {
      if (!target || target.status !== 'pending') throw notFound('communities.noRequestToJoin');
      await updateMembership(
        tx,
        community.id,
        options.memberId,
        options.decision === 'approve'
          ? { status: 'active', joinedAt: options.now }
          : { status: 'declined', endedAt: options.now },
      );
    }
    await recordAuditEvent(tx, {
      event: 'community_member_decided',
      userId: options.memberId,
      actorId: options.coordinatorId,
      details: { communityId: community.id, decision: options.decision },
      ...options.audit,
    });
  });
  return getMembers(db, { viewerId: options.coordinatorId, slug: options.slug });
}

/** The owner makes a member a coordinator, or a coordinator a member again. Audited. */
export async function changeRole(
  db: DbOrTx,
  options: {
    ownerId: string;
    slug: string;
    memberId: string;
    role: 'member' | 'coordinator';
    audit: AuditContext;
  },
): Promise<{ items: CommunityMember[] }> {
  await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.ownerId);
    assertCanSeeContent(standing);
    if (standing.role !== 'owner' || standing.status !== 'active') {
      throw forbidden('communities.onlyTheOwnerCanChange');
    }
    const target = await findMembership(tx, standing.community.id, options.memberId, true);
    if (!target || target.status !== 'active') throw notFound('common.memberNotFoundIn');
    if (target.role === 'owner') throw forbidden('communities.theOwnersRoleCannot');
    await updateMembership(tx, standing.community.id, options.memberId, { role: options.role });
    await recordAuditEvent(tx, {
      event: 'community_role_changed',
      userId: options.memberId,
      actorId: options.ownerId,
      details: { communityId: standing.community.id, role: options.role },
      ...options.audit,
    });
  });
  return getMembers(db, { viewerId: options.ownerId, slug: options.slug });
}

export async function rotateInvite(db: DbOrTx, options: { memberId: string; slug: string; now: Date }) {
  const standing = await standingIn(db, options.slug, options.memberId);
  assertCoordinator(standing);
  if (standing.community.builtin) throw forbidden('communities.theEliteLoungeHas');
  const inviteToken = newInviteToken();
  await updateCommunity(db, standing.community.id, { inviteToken, updatedAt: options.now });
  return { inviteToken };
}
