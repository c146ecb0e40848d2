import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { swapEvents, swapResolutions, swaps, users } from '../../db/schema/index.ts';
import type { SwapRow } from '../swaps/index.ts';

export type SwapResolution = typeof swapResolutions.$inferSelect;

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
