import { randomBytes } from 'node:crypto';
import {
  slugFromName,
  type Announcement,
  type CommunityDetail,
  type CommunityMember,
  type CommunityRole,
  type CommunitySummary,
  type communityListQuerySchema,
  type createCommunitySchema,
} from '@skillswap/contracts/communities/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { getCommunityFundStatement } from '../ledger/index.ts';
import {
  countMembers,
  countPending,
  insertAnnouncement,
  insertCommunity,
  listAnnouncements,
  listCommunities as listCommunityRows,
  listMembers,
  setAnnouncementPinned,
  upsertMembership,
  type AnnouncementListRow,
  type CommunityRow,
  type MemberListRow,
} from './communities.repository.ts';
import { tradeTotals } from './community-dashboard.repository.ts';
import { findCommunityBranding } from './organisation-branding.ts';

import {
  assertCanSeeContent,
  assertCoordinator,
  isCoordinator,
  isOnLoungePlan,
  standingIn,
} from './community-standing.ts';

/** Anti-abuse limit on creating communities. */
export const communityCreationRateLimit = { limit: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

export const newInviteToken = () => randomBytes(18).toString('base64url');

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
    throw new AppError(errorCodes.validation, 'communities.chooseAnAddressSlug');
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
    if (!community) throw conflict('communities.theAddressCIs', { slug });
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
  if (!row) throw notFound('communities.announcementNotFound');
  const listed = (await listAnnouncements(db, standing.community.id)).find((each) => each.id === row.id);
  return toAnnouncement(listed ?? { ...row, authorName: null });
}
