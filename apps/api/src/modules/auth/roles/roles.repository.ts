import { sql } from 'drizzle-orm';
import type { MemberRole } from '@skillswap/contracts/auth';
import type { DbOrTx } from '../../../db/client.ts';

/** The roles of these accounts, as stored; an id with no account is absent from the answer. */
export async function findRoles(db: DbOrTx, ids: readonly string[]): Promise<Map<string, MemberRole>> {
  if (ids.length === 0) return new Map();
  const found = await db.execute<{ id: string; role: MemberRole }>(sql`
    SELECT id, role FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(found.rows.map((row) => [row.id, row.role]));
}
