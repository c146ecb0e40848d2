import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberAvailability, memberAvailabilityParts } from '../../db/schema/index.ts';

export interface AvailabilityRow {
  memberId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** The weekly ranges of some members, by day and start. */
export async function listAvailability(db: DbOrTx, memberIds: string[]): Promise<AvailabilityRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(memberAvailability)
    .where(inArray(memberAvailability.memberId, memberIds))
    .orderBy(asc(memberAvailability.weekday), asc(memberAvailability.startMinute));
}

/** Replaces a member's ranges and the parts of the week they cover (Explore's filter), in one transaction. */
export async function replaceAvailability(
  tx: DbOrTx,
  memberId: string,
  ranges: Omit<AvailabilityRow, 'memberId'>[],
  partCodes: number[],
) {
  await tx.delete(memberAvailability).where(eq(memberAvailability.memberId, memberId));
  await tx.delete(memberAvailabilityParts).where(eq(memberAvailabilityParts.memberId, memberId));
  if (ranges.length > 0)
    await tx.insert(memberAvailability).values(ranges.map((range) => ({ memberId, ...range })));
  if (partCodes.length > 0)
    await tx.insert(memberAvailabilityParts).values(partCodes.map((partCode) => ({ memberId, partCode })));
}
