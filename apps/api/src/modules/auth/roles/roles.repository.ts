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

/** The role of a live (not deleted) account, read afresh; null when there is none. */
export async function findLiveRole(db: DbOrTx, userId: string): Promise<MemberRole | null> {
  const found = await db.execute<{ role: MemberRole }>(
    sql`SELECT role FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
  );
  return found.rows[0]?.role ?? null;
}
