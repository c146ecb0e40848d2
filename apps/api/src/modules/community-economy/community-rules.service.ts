// A community's rules for exchanges made in it (ADR 172): credit floor, balance cap, levy, approval.
import {
  type CommunityRules,
  type CommunityRulesInput,
} from '@skillswap/contracts/community-economy/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { assertCanSeeContent, assertCoordinator, standingIn } from '../communities/index.ts';
import { findRules, saveRules } from './community-rules.repository.ts';

export const defaults: Required<CommunityRulesInput> = {
  creditFloor: null,
  balanceCap: null,
  levyPercent: 0,
  requireVettingInPerson: false,
  requireAccompaniedFirst: false,
  requireFlaggedApproval: false,
  requireSwapApproval: false,
  autoAcceptDays: null,
};

/**
 * The community's rules, for anyone who may see its members' content: members know the rules they trade by.
 */
export async function getRules(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<CommunityRules> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  return toRules(await findRules(db, standing.community.id));
}

function toRules(row: Awaited<ReturnType<typeof findRules>>): CommunityRules {
  if (!row) return { ...defaults, updatedBy: null, updatedAt: null };
  return {
    creditFloor: row.creditFloor,
    balanceCap: row.balanceCap,
    levyPercent: row.levyPercent,
    requireVettingInPerson: row.requireVettingInPerson,
    requireAccompaniedFirst: row.requireAccompaniedFirst,
    requireFlaggedApproval: row.requireFlaggedApproval,
    requireSwapApproval: row.requireSwapApproval,
    autoAcceptDays: row.autoAcceptDays,
    updatedBy: row.updatedBy && row.updatedByName ? { id: row.updatedBy, fullName: row.updatedByName } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A coordinator sets the rules; audited with the rules before and after, shown to members with who and when.
 */
export async function updateRules(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    input: CommunityRulesInput;
    now: Date;
    audit: AuditContext;
  },
): Promise<CommunityRules> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const communityId = standing.community.id;
    const before = await findRules(tx, communityId, true);
    // The safeguarding switches (ADR 178) may be left out: they keep what they were.
    const current = before ?? defaults;
    const after: Required<CommunityRulesInput> = {
      creditFloor: options.input.creditFloor,
      balanceCap: options.input.balanceCap,
      levyPercent: options.input.levyPercent,
      requireVettingInPerson: options.input.requireVettingInPerson ?? current.requireVettingInPerson,
      requireAccompaniedFirst: options.input.requireAccompaniedFirst ?? current.requireAccompaniedFirst,
      requireFlaggedApproval: options.input.requireFlaggedApproval ?? current.requireFlaggedApproval,
      // The swap rules (ADR 181) may be left out too.
      requireSwapApproval: options.input.requireSwapApproval ?? current.requireSwapApproval,
      autoAcceptDays:
        options.input.autoAcceptDays === undefined ? current.autoAcceptDays : options.input.autoAcceptDays,
    };
    await saveRules(tx, {
      communityId,
      ...after,
      updatedBy: options.coordinatorId,
      updatedAt: options.now,
    });
    await recordAuditEvent(tx, {
      event: 'community_rules_changed',
      actorId: options.coordinatorId,
      details: {
        communityId,
        before: before
          ? {
              creditFloor: before.creditFloor,
              balanceCap: before.balanceCap,
              levyPercent: before.levyPercent,
              requireVettingInPerson: before.requireVettingInPerson,
              requireAccompaniedFirst: before.requireAccompaniedFirst,
              requireFlaggedApproval: before.requireFlaggedApproval,
              requireSwapApproval: before.requireSwapApproval,
              autoAcceptDays: before.autoAcceptDays,
            }
          : defaults,
        after,
      },
      ...options.audit,
    });
    return toRules(await findRules(tx, communityId));
  });
}
