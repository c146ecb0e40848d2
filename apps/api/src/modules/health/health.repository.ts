import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The smallest round trip: resolves when the database answers a query. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
