import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { markEmailVerifiedByOperator } from '../modules/auth/index.ts';
import { grantStarterIfEligible } from '../modules/ledger/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

/**
 * `member:verify-email <email|id>`: marks a member's e-mail address verified, as following the link would
 * (the starter grant included, when the profile is complete), for a member who cannot receive the link.
 * Audited as `email_verified` with method `operator`. Not the verified badge: that is `member:verify`.
 */
export async function verifyMemberEmailCommand(
  database: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  args: string[],
  output: CliOutput,
) {
  const [who, ...rest] = args;
  if (!who || who.startsWith('--') || rest.length > 0)
    throw new UsageError('Usage: member:verify-email <email|id>');
  const now = new Date();
  const result = await database.db.transaction(async (tx) => {
    const member = await markEmailVerifiedByOperator(tx, { who, now, via: 'cli' });
    const isGranted =
      member && !member.wasVerified
        ? await grantStarterIfEligible(tx, member.userId, { publicUrl: config.PUBLIC_URL, now })
        : false;
    return member ? { ...member, isGranted } : null;
  });
  if (!result) throw new Error(`No active member with e-mail or id "${who}"`);
  const name = `${result.fullName || result.email} (${result.email})`;
  if (result.wasVerified) {
    output.print(`The e-mail address of ${name} was already verified; nothing changed.`);
    return;
  }
  output.print(
    `The e-mail address of ${name} is now verified: they can send and accept swap requests and messages.` +
      (result.isGranted ? ' Their profile is complete, so they got the starter grant.' : ''),
  );
}
