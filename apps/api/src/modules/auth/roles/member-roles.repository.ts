import { sql } from 'drizzle-orm';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import type { DbOrTx } from '../../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';

export interface RoleChange {
  userId: string;
  email: string;
  fullName: string;
  previousRole: MemberRole;
  role: MemberRole;
}

/**
 * Gives a member a console role (or takes it back with `member`), found by e-mail or id, and audits the
 * change with who made it: an admin's id from the console, or null with `via: 'cli'` for `admin:grant` on the
 * server's machine. Null when no live member matches. Setting the role a member already has changes
 * and audits nothing.
 */
export async function setMemberRole(
  db: DbOrTx,
  change: { who: string; role: MemberRole; actorId: string | null; via: 'cli' | 'console' } & AuditContext,
): Promise<RoleChange | null> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string; email: string; full_name: string; role: MemberRole }>(sql`
      SELECT id, email, full_name, role FROM users
      WHERE deleted_at IS NULL AND (lower(email) = lower(${change.who}) OR id::text = lower(${change.who}))
      FOR UPDATE`);
    const member = found.rows[0];
    if (!member) return null;
    const result: RoleChange = {
      userId: member.id,
      email: member.email,
      fullName: member.full_name,
      previousRole: member.role,
      role: change.role,
    };
    if (member.role === change.role) return result;
    await tx.execute(sql`UPDATE users SET role = ${change.role}, updated_at = now() WHERE id = ${member.id}`);
    await recordAuditEvent(tx, {
      event: 'role_changed',
      userId: member.id,
      actorId: change.actorId,
      ip: change.ip ?? null,
      userAgent: change.userAgent ?? null,
      details: { from: member.role, to: change.role, via: change.via },
    });
    return result;
  });
}
