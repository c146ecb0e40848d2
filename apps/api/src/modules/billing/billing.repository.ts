import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { billingAccounts, billingWebhookEvents, profiles, users } from '../../db/schema/index.ts';
import { endPaidPlansOf, setPlanUnlessEnterprise, setProfilePlan } from '../profiles/index.ts';

export type BillingAccount = typeof billingAccounts.$inferSelect;
export type BillingAccountChanges = Partial<Omit<BillingAccount, 'memberId' | 'stripeCustomerId'>>;

export async function findAccountByMember(db: DbOrTx, memberId: string): Promise<BillingAccount | null> {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.memberId, memberId));
  return account ?? null;
}

export async function findAccountByCustomer(db: DbOrTx, customerId: string): Promise<BillingAccount | null> {
  const [account] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId))
    .for('update');
  return account ?? null;
}

/** Records the member's Stripe customer; when two checkouts raced, the first one recorded wins. */
export async function insertAccount(
  db: DbOrTx,
  memberId: string,
  customerId: string,
): Promise<BillingAccount> {
  await db.insert(billingAccounts).values({ memberId, stripeCustomerId: customerId }).onConflictDoNothing();
  const account = await findAccountByMember(db, memberId);
  if (!account) throw new Error(`billing account of ${memberId} vanished`);
  return account;
}

export async function updateAccount(db: DbOrTx, memberId: string, changes: BillingAccountChanges, now: Date) {
  await db
    .update(billingAccounts)
    .set({ ...changes, updatedAt: now })
    .where(eq(billingAccounts.memberId, memberId));
}

/** The member's plan and e-mail, or null when there is no such live member. */
export async function findMemberForBilling(db: DbOrTx, memberId: string) {
  const [member] = await db
    .select({ plan: profiles.plan, email: users.email, fullName: profiles.fullName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, memberId));
  return member ?? null;
}

/**
 * Sets the plan the limits read. Enterprise is arranged by hand, outside Stripe, so billing never changes it.
 */
export async function setMemberPlan(db: DbOrTx, memberId: string, plan: PlanTier, now: Date) {
  await setPlanUnlessEnterprise(db, memberId, plan, now);
}

/** Puts a member on or off Enterprise, which an operator arranges by hand (the only writer of that plan). */
export async function setArrangedPlan(db: DbOrTx, memberId: string, plan: 'enterprise' | 'free', now: Date) {
  await setProfilePlan(db, memberId, plan, now);
}

/** Records a Stripe event as applied; false when it already was. */
export async function recordEvent(db: DbOrTx, eventId: string, type: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(billingWebhookEvents)
    .values({ eventId, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: billingWebhookEvents.eventId });
  return inserted.length === 1;
}

export async function isEventRecorded(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: billingWebhookEvents.eventId })
    .from(billingWebhookEvents)
    .where(eq(billingWebhookEvents.eventId, eventId));
  return row !== undefined;
}

/** Members whose payment has been late since `before` and who still hold a paid plan: back to Free. */
export async function endExpiredGrace(db: DbOrTx, before: Date, now: Date): Promise<number> {
  const late = db
    .select({ memberId: billingAccounts.memberId })
    .from(billingAccounts)
    .where(and(eq(billingAccounts.status, 'past_due'), lte(billingAccounts.pastDueSince, before)));
  return endPaidPlansOf(db, late, now);
}

/** A live member by e-mail or id, for operator commands. */
export async function findMemberIdByEmailOrId(db: DbOrTx, who: string): Promise<string | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(who);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(isNull(users.deletedAt), isUuid ? eq(users.id, who) : sql`lower(${users.email}) = lower(${who})`),
    );
  return member?.id ?? null;
}

/** Subscriptions still running for members who deleted their account: each is cancelled by the upkeep job. */
export async function findSubscriptionsOfDeletedMembers(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ subscriptionId: billingAccounts.stripeSubscriptionId })
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.memberId))
    .where(
      and(
        isNotNull(users.deletedAt),
        isNotNull(billingAccounts.stripeSubscriptionId),
        inArray(billingAccounts.status, ['active', 'past_due']),
      ),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []));
}
