import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The 30-day purge of a deleted member: the words of every message they sent go; the thread keeps its shape.
 */
export async function eraseMessagesOf(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`UPDATE swap_messages SET body = '(message removed)' WHERE sender_id = ${memberId}`);
}
