// A viewer's standing in a community (ADR 98, 122): their role and status, what it lets them see and do, and
// the community scopes Explore, Matches, the board and workshops read.
import { type CommunityRole } from '@skillswap/contracts/communities/schemas';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import {
  findCommunityById,
  findCommunityBySlug,
  findMembership,
  memberGenerationSql,
  memberIdsSql,
  viewerPlan,
  type CommunityRow,
} from './communities.repository.ts';
import { isInAllowedDomain } from './organisation-membership.ts';
import { isAnOrganisation } from './organisation-reads.repository.ts';

/** What the viewer is in a community: their role when they are an active member (or pending). */
export interface Standing {
  community: CommunityRow;
  role: CommunityRole | null;
  status: 'pending' | 'active' | null;
  /** Whether it is an organisation (ADR 122): its invitation link opens nothing. */
  isOrganisation: boolean;
}

export const isCoordinator = (standing: Standing) =>
  standing.status === 'active' && (standing.role === 'coordinator' || standing.role === 'owner');

export async function isOnLoungePlan(db: DbOrTx, memberId: string) {
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
  if (!community) throw notFound('common.communityNotFound');
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
    throw notFound('common.communityNotFound');
  }
  return { community, role, status, isOrganisation };
}

/** Members' content (members, announcements, fund) of a private community: active members only. */
export function assertCanSeeContent(standing: Standing) {
  if (standing.community.visibility === 'private' && standing.status !== 'active') {
    throw notFound('common.communityNotFound');
  }
}

export function assertCoordinator(standing: Standing) {
  assertCanSeeContent(standing);
  if (!isCoordinator(standing)) throw forbidden('communities.onlyTheCommunitysCoordinators');
}

/** A community scope (ADR 98), with what a cache of counts within it needs. */
export interface CommunityScope {
  /** SQL: the ids of the community's active members. */
  members: SQL;
  communityId: string;
  /** SQL: its membership generation (migration 0136); null when its members have none (the Elite lounge). */
  generation: SQL | null;
}

/**
 * Explore's and Matches' `community` scope (ADR 98): the community's member ids as SQL. A private community
 * scopes only for its own active members; for anyone else (or a visitor) it is "not found", as everywhere
 * else.
 */
export async function communityScopeOf(
  db: DbOrTx,
  slug: string,
  viewerId: string | null,
): Promise<CommunityScope> {
  const community = await findCommunityBySlug(db, slug.trim().toLowerCase());
  if (!community) throw notFound('common.communityNotFound');
  if (community.visibility === 'private') {
    if (!viewerId) throw notFound('common.communityNotFound');
    const standing = await standingIn(db, slug, viewerId);
    if (standing.status !== 'active') throw notFound('common.communityNotFound');
  }
  return {
    members: memberIdsSql(community),
    communityId: community.id,
    generation: memberGenerationSql(community),
  };
}

/** The SQL list of the community's member ids, as `communityScopeOf` finds it. */
export async function communityScope(db: DbOrTx, slug: string, viewerId: string | null): Promise<SQL> {
  return (await communityScopeOf(db, slug, viewerId)).members;
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
    throw forbidden('communities.joinThisCommunityBefore');
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
  if (standing.status !== 'active') throw forbidden('communities.joinThisCommunityBeforeYou');
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
