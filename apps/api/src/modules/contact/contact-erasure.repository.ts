import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The purge keeps the member's contact messages for the inbox's history, without their name, address or
 * words.
 */
export async function anonymizeContactMessagesOf(
  tx: DbOrTx,
  memberId: string,
  placeholderEmail: string,
  now: Date,
) {
  await tx.execute(sql`
    UPDATE contact_messages SET name = 'Deleted member', email = ${placeholderEmail}, message = '',
      updated_at = ${now}
    WHERE user_id = ${memberId}`);
}
