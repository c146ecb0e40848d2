import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/**
 * Creates a new member's profile row, in the transaction that creates their account. Auth cannot import this
 * (profiles uses auth), so app.ts hands it to the auth routes (ADR 128).
 */
export async function createMemberProfile(tx: DbOrTx, member: { id: string; fullName: string }) {
  await tx.insert(profiles).values({ id: member.id, fullName: member.fullName });
}
