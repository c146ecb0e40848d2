import { sql } from 'drizzle-orm';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
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

/**
 * A live member by e-mail (any case) or id, as an operator command names them, with their role; null when
 * none.
 */
export async function findMemberWithRole(
  db: DbOrTx,
  who: string,
): Promise<{ id: string; email: string; fullName: string; role: MemberRole } | null> {
  const found = await db.execute<{ id: string; email: string; full_name: string; role: MemberRole }>(sql`
    SELECT id, email, full_name, role FROM users
    WHERE deleted_at IS NULL AND (lower(email) = lower(${who}) OR id::text = lower(${who}))`);
  const row = found.rows[0];
  return row ? { id: row.id, email: row.email, fullName: row.full_name, role: row.role } : null;
}
