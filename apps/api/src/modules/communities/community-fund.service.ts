// The community fund (ADR 122): its statement, members' donations and coordinators' grants, through the
// ledger.
import { randomBytes } from 'node:crypto';
import { type grantSchema } from '@skillswap/contracts/communities/schemas';
import { formatSkillCoin, roundSkillCoin, type StatementQuery } from '@skillswap/contracts/ledger/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { donateToCommunityFund, getCommunityFundStatement, grantFromCommunityFund } from '../ledger/index.ts';
import { findMembership } from './communities.repository.ts';

import { assertCanSeeContent, assertCoordinator, isOnLoungePlan, standingIn } from './community-standing.ts';

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
    if (standing.status !== 'active') throw forbidden('communities.onlyMembersCanGive');
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
      throw new AppError(errorCodes.ownCause, 'communities.youCannotGrantFrom');
    }
    const isMember =
      community.builtin === 'elite_lounge'
        ? await isOnLoungePlan(tx, options.input.memberId)
        : (await findMembership(tx, community.id, options.input.memberId))?.status === 'active';
    if (!isMember) throw notFound('common.memberNotFoundIn');
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
