import { sql } from 'drizzle-orm';
import type { TeamMember } from '@skillswap/contracts/admin/schemas';
import type { DbOrTx } from '../../db/client.ts';

/** The moderators and admins: admins first, then by name. */
export async function listTeam(db: DbOrTx): Promise<TeamMember[]> {
  const result = await db.execute<{ id: string; full_name: string; role: TeamMember['role'] }>(sql`
    SELECT id, full_name, role FROM users
    WHERE role <> 'member' AND deleted_at IS NULL
    ORDER BY role = 'admin' DESC, lower(full_name), id`);
  return result.rows.map((row) => ({ id: row.id, fullName: row.full_name, role: row.role }));
}
