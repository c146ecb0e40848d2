import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { unsuspendMemberByOperator } from '../modules/moderation/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

const usage = 'Usage: member:unsuspend <email|id> [--reason "<why>"]';

/**
 * `member:unsuspend <email|id> [--reason "<why>"]`: lifts a suspension from the server's machine, whoever
 * suspended whom (ADR 80): the way back when the console cannot, e.g. for an admin. Audited with no actor and
 * `via: 'cli'`; the member gets the usual mail. A member who is not suspended is left as they are.
 */
export async function unsuspendMemberCommand(
  database: Database,
  config: Config,
  args: string[],
  output: CliOutput,
) {
  const [who, ...rest] = args;
  if (!who || who.startsWith('--')) throw new UsageError(usage);
  const hasReason = rest[0] === '--reason' && rest.length === 2 && rest[1]!.trim() !== '';
  if (rest.length > 0 && !hasReason) throw new UsageError(usage);
  const lifted = await unsuspendMemberByOperator(database.db, {
    who,
    ...(hasReason ? { reason: rest[1]!.trim() } : {}),
    now: new Date(),
    publicUrl: config.PUBLIC_URL,
  });
  if (!lifted) throw new Error(`No active member with e-mail or id "${who}"`);
  const name = `${lifted.fullName || lifted.email} (${lifted.email})`;
  output.print(
    lifted.wasSuspended
      ? `${name} is no longer suspended: they can sign in again and their profile is back as it was.`
      : `${name} is not suspended; nothing changed.`,
  );
}
