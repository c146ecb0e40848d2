import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

// The plan the limits read lives on the profile row; billing decides it and changes it only through these
// (ADR 78).

/**
 * A live member's plan, the profile row locked until the transaction ends; null when there is no such member.
 */
export async function lockLivePlan(tx: DbOrTx, memberId: string): Promise<PlanTier | null> {
  const found = await tx
    .select({ plan: profiles.plan })
    .from(profiles)
    .where(and(eq(profiles.id, memberId), isNull(profiles.deletedAt)))
    .for('update');
  return found[0]?.plan ?? null;
}

/** Sets the member's plan, whatever it was (an operator's change, Enterprise on or off). */
export async function setProfilePlan(db: DbOrTx, memberId: string, plan: PlanTier, now: Date) {
  await db.update(profiles).set({ plan, updatedAt: now }).where(eq(profiles.id, memberId));
}

/** Sets the plan Stripe decided; Enterprise is arranged by hand, outside Stripe, so it is left alone. */
export async function setPlanUnlessEnterprise(db: DbOrTx, memberId: string, plan: PlanTier, now: Date) {
  await db
    .update(profiles)
    .set({ plan, updatedAt: now })
    .where(and(eq(profiles.id, memberId), sql`${profiles.plan} <> 'enterprise'`));
}

/** Puts the given members who hold Premium or Elite back to Free; answers how many changed. */
export async function endPaidPlansOf(db: DbOrTx, memberIds: SQLWrapper, now: Date): Promise<number> {
  const changed = await db
    .update(profiles)
    .set({ plan: 'free', updatedAt: now })
    .where(and(inArray(profiles.id, memberIds), inArray(profiles.plan, ['premium', 'elite'])))
    .returning({ id: profiles.id });
  return changed.length;
}
