import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { disputeStatements, swapEvents, swapResolutions, swaps, users } from '../../db/schema/index.ts';
import type { SwapRow } from '../swaps/index.ts';

export type SwapResolution = typeof swapResolutions.$inferSelect;
export type DisputeStatement = typeof disputeStatements.$inferSelect;

/** Disputed swaps, the longest-waiting first. */
export async function listDisputedSwaps(db: DbOrTx): Promise<SwapRow[]> {
  return db
    .select()
    .from(swaps)
    .where(eq(swaps.status, 'disputed'))
    .orderBy(asc(swaps.updatedAt), asc(swaps.id));
}

/** The dispute events of the given swaps, oldest first. */
export async function listDisputeEvents(db: DbOrTx, swapIds: string[]) {
  if (swapIds.length === 0) return [];
  return db
    .select()
    .from(swapEvents)
    .where(and(inArray(swapEvents.swapId, swapIds), eq(swapEvents.type, 'disputed')))
    .orderBy(asc(swapEvents.id));
}

/** Members' sign-in addresses, for operators only: members never see each other's. */
export async function findMemberEmails(db: DbOrTx, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function findResolution(db: DbOrTx, swapId: string): Promise<SwapResolution | null> {
  const [row] = await db.select().from(swapResolutions).where(eq(swapResolutions.swapId, swapId));
  return row ?? null;
}

export async function insertResolution(tx: DbOrTx, resolution: SwapResolution): Promise<void> {
  await tx.insert(swapResolutions).values(resolution);
}

/** The disputed member's statements of the given swaps, by swap id. */
export async function listStatements(db: DbOrTx, swapIds: string[]): Promise<Map<string, DisputeStatement>> {
  if (swapIds.length === 0) return new Map();
  const rows = await db.select().from(disputeStatements).where(inArray(disputeStatements.swapId, swapIds));
  return new Map(rows.map((row) => [row.swapId, row]));
}

/** Records the statement; false when the swap already has one (a statement is added once). */
export async function insertStatement(tx: DbOrTx, statement: DisputeStatement): Promise<boolean> {
  const rows = await tx
    .insert(disputeStatements)
    .values(statement)
    .onConflictDoNothing()
    .returning({ swapId: disputeStatements.swapId });
  return rows.length > 0;
}

export async function updateStatement(
  tx: DbOrTx,
  change: { swapId: string; statement: string; at: Date },
): Promise<void> {
  await tx
    .update(disputeStatements)
    .set({ statement: change.statement, updatedAt: change.at })
    .where(eq(disputeStatements.swapId, change.swapId));
}
