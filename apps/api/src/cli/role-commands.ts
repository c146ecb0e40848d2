import { memberRoles, type MemberRole } from '@skillswap/contracts/auth/schemas';
import type { Database } from '../db/client.ts';
import { setMemberRole } from '../modules/auth/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

const usage = 'Usage: admin:grant <email|id> [admin|moderator|member]';
const isRole = (value: string): value is MemberRole => (memberRoles as readonly string[]).includes(value);

/**
 * `admin:grant <email|id> [admin|moderator|member]`: gives a member a console role (admin unless another is
 * named; `member` takes it away). This is how the first admin is made; after that, admins can also do it from
 * the console. Audited as `role_changed`, by the server's machine rather than a member.
 */
export async function grantRoleCommand(database: Database, args: string[], output: CliOutput) {
  const [who, roleText = 'admin', ...rest] = args;
  if (!who || who.startsWith('--') || rest.length > 0) throw new UsageError(usage);
  if (!isRole(roleText)) throw new UsageError(`Unknown role "${roleText}". ${usage}`);
  const change = await setMemberRole(database.db, { who, role: roleText, actorId: null, via: 'cli' });
  if (!change) throw new Error(`No active member with e-mail or id "${who}"`);
  const name = `${change.fullName || change.email} (${change.email})`;
  if (change.previousRole === change.role) {
    output.print(`${name} is already ${describe(change.role)}; nothing changed.`);
    return;
  }
  output.print(`${name} is now ${describe(change.role)} (was ${describe(change.previousRole)}).`);
  if (change.role !== 'member') {
    output.print('The console at /admin asks for a second factor: they need two-step sign-in turned on.');
  }
}

function describe(role: MemberRole) {
  return role === 'member' ? 'a member without a console role' : `${role === 'admin' ? 'an' : 'a'} ${role}`;
}
