// What a member chose to tell for reports (age band, gender, postcode area).
import { eq } from 'drizzle-orm';
import type { AgeBand, Gender } from '@skillswap/contracts/impact/schemas';
import { memberReportingDetails } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export async function findReportingDetails(
  db: DbOrTx,
  memberId: string,
): Promise<{
  ageBand: AgeBand | null;
  gender: Gender | null;
  postcodeArea: string | null;
  updatedAt: Date;
} | null> {
  const rows = await db
    .select()
    .from(memberReportingDetails)
    .where(eq(memberReportingDetails.memberId, memberId));
  return rows[0] ?? null;
}

/** Keeps what the member told; a member who clears every field leaves no row behind. */
export async function saveReportingDetails(
  db: DbOrTx,
  memberId: string,
  details: { ageBand: AgeBand | null; gender: Gender | null; postcodeArea: string | null },
  at: Date,
): Promise<void> {
  if (details.ageBand === null && details.gender === null && details.postcodeArea === null) {
    await eraseReportingDetails(db, memberId);
    return;
  }
  await db
    .insert(memberReportingDetails)
    .values({ memberId, ...details, updatedAt: at })
    .onConflictDoUpdate({ target: memberReportingDetails.memberId, set: { ...details, updatedAt: at } });
}

export async function eraseReportingDetails(db: DbOrTx, memberId: string): Promise<void> {
  await db.delete(memberReportingDetails).where(eq(memberReportingDetails.memberId, memberId));
}
