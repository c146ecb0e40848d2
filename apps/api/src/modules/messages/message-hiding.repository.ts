import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** An operator hides a reported message (ADR 73); hiding it again keeps the first time. */
export async function hideMessage(db: DbOrTx, messageId: string, now: Date) {
  await db.execute(
    sql`UPDATE swap_messages SET hidden_at = coalesce(hidden_at, ${now}) WHERE id = ${messageId}::bigint`,
  );
}
