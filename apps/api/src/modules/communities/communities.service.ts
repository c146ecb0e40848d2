import { randomBytes } from 'node:crypto';
import {
  slugFromName,
  type Announcement,
  type CommunityDashboard,
  type CommunityDetail,
  type CommunityMember,
  type CommunityRole,
  type CommunitySummary,
  type communityListQuerySchema,
  type createCommunitySchema,
  type grantSchema,
} from '@skillswap/contracts/communities';
import { formatSkillCoin, roundSkillCoin, type StatementQuery } from '@skillswap/contracts/ledger';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { errorCodes } from '@skillswap/contracts/errors';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  donateToCommunityFund,
  ensureCommunityFundAccount,
  getCommunityFundStatement,
  grantFromCommunityFund,
  listStatement,
} from '../ledger/index.ts';
import {
  countActiveMembers,
  countMembers,
  countOtherActiveMembers,
  countPending,
  findCommunityById,
  findCommunityBySlug,
  findMembership,
  insertAnnouncement,
  insertCommunity,
  listAnnouncements,
  listCommunities as listCommunityRows,
  listMembers,
  memberIdsSql,
  membersByMonth,
  setAnnouncementPinned,
  skillCounts,
  tradeTotals,
  updateCommunity,
  updateMembership,
  upsertMembership,
  viewerPlan,
  type AnnouncementListRow,
  type CommunityRow,
  type MemberListRow,
} from './communities.repository.ts';
import { queueOrganisationMemberWebhooks } from '../webhooks/index.ts';
import { tellAboutRemoval } from './community-removal.ts';
import { findCommunityBranding } from './organisation-branding.ts';
import { admitByDomain, isInAllowedDomain } from './organisation-membership.ts';
import { isAnOrganisation } from './organisation-reads.repository.ts';
import { toCsv } from '../../lib/csv.ts';

/** Anti-abuse limit on creating communities. */
export const communityCreationRateLimit = { limit: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

const newInviteToken = () => randomBytes(18).toString('base64url');

/** What the viewer is in a community: their role when they are an active member (or pending). */
interface Standing {
  community: CommunityRow;
  role: CommunityRole | null;
  status: 'pending' | 'active' | null;
  /** Whether it is an organisation (ADR 122): its invitation link opens nothing. */
  isOrganisation: boolean;
}

export const isCoordinator = (standing: Standing) =>
  standing.status === 'active' && (standing.role === 'coordinator' || standing.role === 'owner');

async function isOnLoungePlan(db: DbOrTx, memberId: string) {
  const plan = await viewerPlan(db, memberId);
  return plan === 'elite' || plan === 'enterprise';
}

/**
 * Finds the community and the viewer's place in it. A private community is "not found" for anyone who is not
 * an active or pending member and does not hold its invitation link (ADR 98, T68): 404, never 403, so its
 * existence is not revealed.
 */
export async function standingIn(
  db: DbOrTx,
  slug: string,
  viewerId: string,
  options: { invite?: string | undefined; lock?: boolean } = {},
): Promise<Standing> {
  const community = await findCommunityBySlug(db, slug.toLowerCase());
  if (!community) throw notFound('Community not found');
  let role: CommunityRole | null = null;
  let status: 'pending' | 'active' | null = null;
  if (community.builtin === 'elite_lounge') {
    if (await isOnLoungePlan(db, viewerId)) [role, status] = ['member', 'active'];
  } else {
    const membership = await findMembership(db, community.id, viewerId, options.lock);
    if (membership && (membership.status === 'active' || membership.status === 'pending')) {
      [role, status] = [membership.role, membership.status];
    }
  }
  const isOrganisation = community.visibility === 'private' && (await isAnOrganisation(db, community.id));
  const holdsInvite =
    !isOrganisation && options.invite !== undefined && options.invite === community.inviteToken;
  // An organisation shows its name to join to a member with a verified address in its allowed domain.
  const mayJoin = holdsInvite || (isOrganisation && (await isInAllowedDomain(db, community.id, viewerId)));
  if (community.visibility === 'private' && status === null && !mayJoin) {
    throw notFound('Community not found');
  }
  return { community, role, status, isOrganisation };
}

/** Members' content (members, announcements, fund) of a private community: active members only. */
export function assertCanSeeContent(standing: Standing) {
  if (standing.community.visibility === 'private' && standing.status !== 'active') {
    throw notFound('Community not found');
  }
}

export function assertCoordinator(standing: Standing) {
  assertCanSeeContent(standing);
  if (!isCoordinator(standing)) throw forbidden('Only the community’s coordinators can do that');
}

export function toSummary(
  community: CommunityRow,
  memberCount: number,
  myRole: CommunityRole | null,
  myStatus: 'pending' | 'active' | null,
): CommunitySummary {
  return {
    id: community.id,
    slug: community.slug,
    name: community.name,
    description: community.description,
    isOnline: community.isOnline,
    city: community.city,
    visibility: community.visibility,
    joinRule: community.joinRule,
    isBuiltin: community.builtin !== null,
    memberCount,
    myRole,
    myStatus,
  };
}

function toAnnouncement(row: AnnouncementListRow): Announcement {
  return {
    id: row.id,
    body: row.body,
    author: row.authorId && row.authorName ? { id: row.authorId, fullName: row.authorName } : null,
    isPinned: row.pinnedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toMember(row: MemberListRow): CommunityMember {
  return {
    id: row.id,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    role: row.role,
    status: row.status,
    since: new Date(row.since).toISOString(),
  };
}

export async function listCommunities(
  db: DbOrTx,
  viewerId: string,
  query: z.output<typeof communityListQuerySchema>,
): Promise<{ items: CommunitySummary[] }> {
  const rows = await listCommunityRows(db, {
    viewerId,
    viewerInLounge: await isOnLoungePlan(db, viewerId),
    term: query.q,
    mine: query.mine === 'true',
  });
  return {
    items: rows.map((row) => toSummary(row.community, row.memberCount, row.myRole, row.myStatus)),
  };
}

/** A verified member creates a community and becomes its owner (the access hook checked the address). */
export async function createCommunity(
  db: DbOrTx,
  options: {
    ownerId: string;
    input: z.output<typeof createCommunitySchema>;
    now: Date;
    audit: AuditContext;
    /** More work in the creating transaction (an organisation's own row, ADR 122). */
    within?: (tx: DbOrTx, community: CommunityRow) => Promise<void>;
  },
): Promise<CommunitySummary> {
  const { ownerId, input, now } = options;
  const slug = input.slug ?? slugFromName(input.name);
  if (slug.length < 3) {
    throw new AppError(
      errorCodes.validation,
      'Choose an address (slug) of 3 characters or more for the community',
    );
  }
  await enforceRateLimit(db, {
    key: `community-create:member:${ownerId}`,
    now,
    ...communityCreationRateLimit,
  });
  return db.transaction(async (tx) => {
    const community = await insertCommunity(tx, {
      slug,
      name: input.name,
      description: input.description,
      isOnline: input.isOnline,
      city: input.isOnline ? (input.city ?? null) || null : input.city!,
      visibility: input.visibility,
      joinRule: input.joinRule,
      inviteToken: newInviteToken(),
      createdBy: ownerId,
      createdAt: now,
      updatedAt: now,
    });
    if (!community) throw conflict(`The address /c/${slug} is taken; choose another`);
    await upsertMembership(tx, {
      communityId: community.id,
      memberId: ownerId,
      role: 'owner',
      status: 'active',
      at: now,
    });
    await recordAuditEvent(tx, {
      event: 'community_created',
      userId: ownerId,
      details: { communityId: community.id, slug },
      ...options.audit,
    });
    await options.within?.(tx, community);
    return toSummary(community, 1, 'owner', 'active');
  });
}

export async function getCommunity(
  db: DbOrTx,
  options: { viewerId: string; slug: string; invite?: string | undefined },
): Promise<CommunityDetail> {
  const standing = await standingIn(db, options.slug, options.viewerId, { invite: options.invite });
  const { community } = standing;
  const seesContent = community.visibility === 'public' || standing.status === 'active';
  const coordinator = isCoordinator(standing);
  const fund = seesContent ? await getCommunityFundStatement(db, community.id, { limit: 1 }) : null;
  return {
    ...toSummary(community, await countMembers(db, community), standing.role, standing.status),
    createdAt: community.createdAt.toISOString(),
    announcements: seesContent ? (await listAnnouncements(db, community.id)).map(toAnnouncement) : [],
    trade: seesContent ? await tradeTotals(db, community) : null,
    fundBalance: fund ? fund.balance : null,
    inviteToken:
      coordinator && community.builtin === null && !standing.isOrganisation ? community.inviteToken : null,
    isOrganisation: standing.isOrganisation,
    branding: standing.isOrganisation ? await findCommunityBranding(db, community.id) : null,
    pendingCount: coordinator ? await countPending(db, community.id) : null,
  };
}

export async function getMembers(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<{ items: CommunityMember[] }> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  const rows = await listMembers(db, standing.community, { withPending: isCoordinator(standing) });
  return { items: rows.map(toMember) };
}

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
      throw forbidden('The Elite lounge is for members on the Elite plan; it cannot be joined by asking.');
    }
    if (standing.status) return { status: standing.status };
    // A removal holds until a coordinator lifts it, whatever the rule or link (product rules R8.2).
    if ((await findMembership(tx, community.id, options.memberId))?.status === 'removed') {
      throw forbidden(
        'A coordinator removed you from this community. You can join again once a coordinator lifts the removal.',
      );
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
      throw forbidden('This invitation link no longer works; ask a coordinator for a new one.');
    }
    let status: 'pending' | 'active';
    if (holdsInvite || community.joinRule === 'open') status = 'active';
    else if (community.joinRule === 'approval') status = 'pending';
    else throw forbidden('This community is joined by invitation link only; ask a coordinator for one.');
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
      throw conflict('You are in the Elite lounge while you are on the Elite plan.');
    }
    if (!standing.status) throw conflict('You are not a member of this community');
    if (
      standing.role === 'owner' &&
      (await countOtherActiveMembers(tx, standing.community.id, options.memberId)) > 0
    ) {
      throw conflict('As the owner you cannot leave while others are members; remove them first.');
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
      if (!target || target.status !== 'active') throw notFound('Member not found in this community');
      if (target.role === 'owner') throw forbidden('The owner cannot be removed');
      if (target.role === 'coordinator' && standing.role !== 'owner') {
        throw forbidden('Only the owner can remove a coordinator');
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
      if (target?.status !== 'removed') throw notFound('This member is not removed from this community');
      await updateMembership(tx, community.id, options.memberId, { status: 'left' });
      await tellAboutRemoval(tx, options, { community, memberId: options.memberId, isLifted: true });
    } else {
      if (!target || target.status !== 'pending') throw notFound('No request to join from this member');
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
      throw forbidden('Only the owner can change roles');
    }
    const target = await findMembership(tx, standing.community.id, options.memberId, true);
    if (!target || target.status !== 'active') throw notFound('Member not found in this community');
    if (target.role === 'owner') throw forbidden('The owner’s role cannot change');
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
  if (standing.community.builtin) throw forbidden('The Elite lounge has no invitation link');
  const inviteToken = newInviteToken();
  await updateCommunity(db, standing.community.id, { inviteToken, updatedAt: options.now });
  return { inviteToken };
}

export async function postAnnouncement(
  db: DbOrTx,
  options: { memberId: string; slug: string; body: string; isPinned: boolean; now: Date },
): Promise<Announcement> {
  const standing = await standingIn(db, options.slug, options.memberId);
  assertCoordinator(standing);
  const row = await insertAnnouncement(db, {
    communityId: standing.community.id,
    authorId: options.memberId,
    body: options.body,
    pinnedAt: options.isPinned ? options.now : null,
    createdAt: options.now,
  });
  const listed = (await listAnnouncements(db, standing.community.id)).find((each) => each.id === row.id);
  return toAnnouncement(listed ?? { ...row, authorName: null });
}

export async function pinAnnouncement(
  db: DbOrTx,
  options: { memberId: string; slug: string; announcementId: string; pinned: boolean; now: Date },
): Promise<Announcement> {
  const standing = await standingIn(db, options.slug, options.memberId);
  assertCoordinator(standing);
  const row = await setAnnouncementPinned(
    db,
    standing.community.id,
    options.announcementId,
    options.pinned ? options.now : null,
  );
  if (!row) throw notFound('Announcement not found');
  const listed = (await listAnnouncements(db, standing.community.id)).find((each) => each.id === row.id);
  return toAnnouncement(listed ?? { ...row, authorName: null });
}

export async function getFund(
  db: DbOrTx,
  options: { viewerId: string; slug: string; query: StatementQuery },
) {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  return getCommunityFundStatement(db, standing.community.id, options.query);
}

/** An active member gives SkillCoin to the fund; audited, one ledger transfer. */
export async function donate(
  db: DbOrTx,
  options: { memberId: string; slug: string; amount: number; now: Date; audit: AuditContext },
) {
  const amount = roundSkillCoin(options.amount);
  const communityId = await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.memberId);
    assertCanSeeContent(standing);
    if (standing.status !== 'active') throw forbidden('Only members can give to the community fund');
    const key = `community-donation:${standing.community.id}:${options.memberId}:${randomBytes(8).toString('hex')}`;
    await donateToCommunityFund(tx, {
      communityId: standing.community.id,
      memberId: options.memberId,
      amount,
      key,
      details: { communityName: standing.community.name },
    });
    await recordAuditEvent(tx, {
      event: 'community_fund_donation',
      userId: options.memberId,
      details: { communityId: standing.community.id, amount },
      ...options.audit,
    });
    return standing.community.id;
  });
  return getCommunityFundStatement(db, communityId, { limit: 25 });
}

/** A coordinator grants from the fund to an active member; audited, one ledger transfer. */
export async function grant(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    input: z.output<typeof grantSchema>;
    now: Date;
    audit: AuditContext;
  },
) {
  const amount = roundSkillCoin(options.input.amount);
  const communityId = await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const { community } = standing;
    // A coordinator, like staff, never acts in their own cause (ADR 80): another coordinator grants to them.
    if (options.input.memberId === options.coordinatorId) {
      throw new AppError(
        errorCodes.ownCause,
        'You cannot grant from the fund to yourself; another coordinator has to do it.',
      );
    }
    const isMember =
      community.builtin === 'elite_lounge'
        ? await isOnLoungePlan(tx, options.input.memberId)
        : (await findMembership(tx, community.id, options.input.memberId))?.status === 'active';
    if (!isMember) throw notFound('Member not found in this community');
    await grantFromCommunityFund(tx, {
      communityId: community.id,
      memberId: options.input.memberId,
      amount,
      key: `community-grant:${community.id}:${randomBytes(12).toString('hex')}`,
      details: { communityName: community.name, ...(options.input.note ? { note: options.input.note } : {}) },
    });
    await recordAuditEvent(tx, {
      event: 'community_fund_grant',
      userId: options.input.memberId,
      actorId: options.coordinatorId,
      details: { communityId: community.id, amount, grant: formatSkillCoin(amount) },
      ...options.audit,
    });
    return community.id;
  });
  return getCommunityFundStatement(db, communityId, { limit: 25 });
}

const dayMs = 24 * 60 * 60 * 1000;

export async function getDashboard(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<CommunityDashboard> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const { community } = standing;
  const { now } = options;
  const months = Array.from(
    { length: 12 },
    (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1)),
  );
  const counts = await membersByMonth(db, community, months);
  const skills = await skillCounts(db, community);
  const top = (key: 'offered' | 'wanted') =>
    skills
      .filter((each) => each[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.skill.localeCompare(b.skill))
      .slice(0, 10)
      .map((each) => ({ skill: each.skill, members: each[key] }));
  return {
    membersOverTime: months.map((month, index) => ({
      month: month.toISOString().slice(0, 7),
      members: counts[index]!,
    })),
    activeMembers: await countActiveMembers(db, community, new Date(now.getTime() - 30 * dayMs)),
    trade: await tradeTotals(db, community),
    topOffered: top('offered'),
    topWanted: top('wanted'),
    gaps: skills
      .filter((each) => each.wanted > 0 && each.offered === 0)
      .sort((a, b) => b.wanted - a.wanted || a.skill.localeCompare(b.skill))
      .slice(0, 10)
      .map((each) => ({ skill: each.skill, members: each.wanted })),
    pendingJoins: await countPending(db, community.id),
  };
}

/** The community's members as CSV for its coordinators (lib/csv.ts: every field quoted, formulas neutralised). */
export async function exportMembersCsv(db: DbOrTx, options: { viewerId: string; slug: string }) {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const rows = await listMembers(db, standing.community, { withPending: true, withEmail: true });
  return toCsv([
    ['name', 'email', 'role', 'status', 'since'],
    ...rows.map((row) => [
      row.full_name,
      row.email ?? '',
      row.role,
      row.status,
      new Date(row.since).toISOString(),
    ]),
  ]);
}

export async function exportFundCsv(db: DbOrTx, options: { viewerId: string; slug: string }) {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const accountId = await ensureCommunityFundAccount(db, standing.community.id);
  const rows = await listStatement(db, accountId, { before: null, limit: 10_000 });
  return toCsv([
    ['date', 'kind', 'amount', 'balance_after', 'member', 'description'],
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.kind,
      row.amount,
      row.balanceAfter,
      row.counterpartName ?? '',
      row.description,
    ]),
  ]);
}

/**
 * Explore's and Matches' `community` scope (ADR 98): the SQL list of the community's member ids. A private
 * community scopes only for its own active members; for anyone else (or a visitor) it is "not found", as
 * everywhere else.
 */
export async function communityScope(db: DbOrTx, slug: string, viewerId: string | null): Promise<SQL> {
  const community = await findCommunityBySlug(db, slug.trim().toLowerCase());
  if (!community) throw notFound('Community not found');
  if (community.visibility === 'private') {
    if (!viewerId) throw notFound('Community not found');
    const standing = await standingIn(db, slug, viewerId);
    if (standing.status !== 'active') throw notFound('Community not found');
  }
  return memberIdsSql(community);
}

/**
 * The community of a board post or of the board's filter (ADR 119): a private one exists only for its active
 * members (404 to anyone else, ADR 98); posting in any community takes active membership (403 otherwise).
 */
export async function boardCommunity(
  db: DbOrTx,
  options: { slug: string; memberId: string; purpose: 'read' | 'post' },
): Promise<{ id: string; slug: string; name: string }> {
  const standing = await standingIn(db, options.slug.trim().toLowerCase(), options.memberId);
  assertCanSeeContent(standing);
  if (options.purpose === 'post' && standing.status !== 'active') {
    throw forbidden('Join this community before you post in it');
  }
  const { id, slug, name } = standing.community;
  return { id, slug, name };
}

/**
 * The community a member hosts a workshop in (ADR 133): a private one exists only for its members (404); in
 * any community, hosting takes active membership (403 otherwise).
 */
export async function workshopCommunity(
  db: DbOrTx,
  options: { slug: string; memberId: string },
): Promise<{ id: string; slug: string; name: string }> {
  const standing = await standingIn(db, options.slug.trim().toLowerCase(), options.memberId);
  assertCanSeeContent(standing);
  if (standing.status !== 'active') throw forbidden('Join this community before you host a workshop in it');
  const { id, slug, name } = standing.community;
  return { id, slug, name };
}

/** Whether the member is an active member of the community (the Elite lounge: while on its plans). */
export async function isActiveCommunityMember(db: DbOrTx, communityId: string, memberId: string) {
  const community = await findCommunityById(db, communityId);
  if (!community) return false;
  if (community.builtin === 'elite_lounge') return isOnLoungePlan(db, memberId);
  const membership = await findMembership(db, community.id, memberId);
  return membership?.status === 'active';
}
