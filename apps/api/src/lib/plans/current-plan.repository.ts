import { sql } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The member's plan as the database holds it now: a lapse to Free locks paid features on the next request.
 */
export async function findCurrentPlan(db: DbOrTx, memberId: string): Promise<PlanTier> {
  const result = await db.execute<{ plan: PlanTier }>(sql`
    SELECT plan FROM profiles WHERE id = ${memberId} AND deleted_at IS NULL`);
  return result.rows[0]?.plan ?? 'free';
}
