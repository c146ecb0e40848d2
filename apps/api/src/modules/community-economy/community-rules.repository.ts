// A community's rules for exchanges made in it, as kept.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { communityRules } from '../../db/schema/index.ts';

export interface RulesRow {
  creditFloor: number | null;
  balanceCap: number | null;
  levyPercent: number;
  requireVettingInPerson: boolean;
  requireAccompaniedFirst: boolean;
  requireFlaggedApproval: boolean;
  requireSwapApproval: boolean;
  autoAcceptDays: number | null;
  updatedBy: string | null;
  updatedByName: string | null;
  updatedAt: Date;
}

/** The community's rules with the name of who last changed them; null while it keeps the defaults. */
/**
 * `lock`: true locks the row for a change of rules or a recorded exchange; 'share' lets exchanges made in the
 * community (swaps settling, ADR 181) run side by side while a change of rules waits for them, and
 * they for it.
 */
export async function findRules(
  db: DbOrTx,
  communityId: string,
  lock: boolean | 'share' = false,
): Promise<RulesRow | null> {
  const result = await db.execute<{
    credit_floor: string | null;
    balance_cap: string | null;
    levy_percent: string;
    require_vetting_in_person: boolean;
    require_accompanied_first: boolean;
    require_flagged_approval: boolean;
    require_swap_approval: boolean;
    auto_accept_days: number | null;
    updated_by: string | null;
    updated_by_name: string | null;
    updated_at: string | Date;
  }>(sql`
    SELECT r.credit_floor, r.balance_cap, r.levy_percent, r.require_vetting_in_person,
           r.require_accompanied_first, r.require_flagged_approval, r.require_swap_approval,
           r.auto_accept_days, u.id AS updated_by,
           CASE WHEN u.id IS NULL THEN NULL ELSE ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} END
             AS updated_by_name,
           r.updated_at
    FROM community_rules r
    LEFT JOIN users u ON u.id = r.updated_by
    LEFT JOIN profiles p ON p.id = r.updated_by
    WHERE r.community_id = ${communityId}
    ${lock === true ? sql`FOR UPDATE OF r` : lock === 'share' ? sql`FOR SHARE OF r` : sql``}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    creditFloor: row.credit_floor === null ? null : Number(row.credit_floor),
    balanceCap: row.balance_cap === null ? null : Number(row.balance_cap),
    levyPercent: Number(row.levy_percent),
    requireVettingInPerson: row.require_vetting_in_person,
    requireAccompaniedFirst: row.require_accompanied_first,
    requireFlaggedApproval: row.require_flagged_approval,
    requireSwapApproval: row.require_swap_approval,
    autoAcceptDays: row.auto_accept_days === null ? null : Number(row.auto_accept_days),
    updatedBy: row.updated_by,
    updatedByName: row.updated_by_name,
    updatedAt: new Date(row.updated_at),
  };
}

export async function saveRules(
  db: DbOrTx,
  rules: {
    communityId: string;
    creditFloor: number | null;
    balanceCap: number | null;
    levyPercent: number;
    requireVettingInPerson: boolean;
    requireAccompaniedFirst: boolean;
    requireFlaggedApproval: boolean;
    requireSwapApproval: boolean;
    autoAcceptDays: number | null;
    updatedBy: string;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .insert(communityRules)
    .values(rules)
    .onConflictDoUpdate({
      target: communityRules.communityId,
      set: {
        creditFloor: rules.creditFloor,
        balanceCap: rules.balanceCap,
        levyPercent: rules.levyPercent,
        requireVettingInPerson: rules.requireVettingInPerson,
        requireAccompaniedFirst: rules.requireAccompaniedFirst,
        requireFlaggedApproval: rules.requireFlaggedApproval,
        requireSwapApproval: rules.requireSwapApproval,
        autoAcceptDays: rules.autoAcceptDays,
        updatedBy: rules.updatedBy,
        updatedAt: rules.updatedAt,
      },
    });
}
