import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What the metrics gauges read from the database: the outbox's backlog and the database's size. */
export async function readDatabaseFigures(db: DbOrTx) {
  const result = await db.execute<{ pending: number; oldest: string | Date | null; size: string }>(
    sql`SELECT (SELECT count(*)::int FROM outbox WHERE status = 'pending') AS pending,
               (SELECT min(created_at) FROM outbox WHERE status = 'pending') AS oldest,
               pg_database_size(current_database())::text AS size`,
  );
  return result.rows[0]!;
}
