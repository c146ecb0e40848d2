import { contactStatuses, type ContactStatus } from '@skillswap/contracts/contact/schemas';
import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { ResolveDisputeInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { recordAuditEvent } from '../lib/audit.ts';
import { changeContactStatus, listContactMessages } from '../modules/contact/index.ts';
import { setVerifiedBadge } from '../modules/profiles/index.ts';
import { listDisputes, resolveDispute } from '../modules/swap-lifecycle/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

const isContactStatus = (value: string): value is ContactStatus =>
  (contactStatuses as readonly string[]).includes(value);

/** `contact:list [new|open|closed] [--limit N]`: newest first, one block per message. */
export async function listContactCommand(database: Database, args: string[], output: CliOutput) {
  const limitIndex = args.indexOf('--limit');
  // The number after --limit is its value, not a status.
  const status = args.find(
    (arg, index) => !arg.startsWith('--') && (limitIndex < 0 || index !== limitIndex + 1),
  );
  if (status !== undefined && !isContactStatus(status)) {
    throw new UsageError(`Unknown status "${status}". Use one of: ${contactStatuses.join(', ')}`);
  }
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 50;
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit needs a positive whole number');
  const messages = await listContactMessages(database.db, { ...(status ? { status } : {}), limit });
  if (messages.length === 0) {
    output.print('No contact messages.');
    return;
  }
  for (const message of messages) {
    output.print(
      `#${message.id} [${message.status}] ${message.createdAt.toISOString()} ${message.name} <${message.email}>${message.userId ? ` member ${message.userId}` : ''}`,
    );
    output.print(`  Subject: ${message.subject}`);
    output.print(`  ${message.message.replaceAll('\n', '\n  ')}`);
  }
}

/** `contact:status <id> <open|closed|new>` */
export async function setContactStatusCommand(database: Database, args: string[], output: CliOutput) {
  const [idText, status] = args;
  const id = Number(idText);
  if (!Number.isInteger(id) || id < 1 || !status || !isContactStatus(status)) {
    throw new UsageError('Usage: contact:status <id> <new|open|closed>');
  }
  const message = await changeContactStatus(database.db, { id, status, now: new Date() });
  output.print(`Contact message #${message.id} is now ${message.status}.`);
}

/**
 * `member:verify <email|id> [--remove]`: the verified badge on the member's profile (a mark of trust an
 * operator gives). It does not verify the e-mail address; `member:verify-email` does.
 */
export async function verifyMemberCommand(database: Database, args: string[], output: CliOutput) {
  const who = args.find((arg) => !arg.startsWith('--'));
  if (!who) throw new UsageError('Usage: member:verify <email|id> [--remove]');
  const isVerified = !args.includes('--remove');
  const member = await database.db.transaction(async (tx) => {
    const found = await setVerifiedBadge(tx, who, isVerified, new Date());
    if (found) {
      await recordAuditEvent(tx, {
        event: 'verified_badge_changed',
        userId: found.id,
        actorId: null,
        details: { verified: isVerified, via: 'cli' },
      });
    }
    return found;
  });
  if (!member) throw new Error(`No active member with e-mail or id "${who}"`);
  output.print(
    `${member.full_name ?? member.email} (${member.email}) ${isVerified ? 'now has' : 'no longer has'} the verified badge.`,
  );
  if (isVerified) {
    output.print('The badge is not the e-mail address: member:verify-email marks the address verified.');
  }
}

/** `dispute:list`: disputed swaps, the longest-waiting first, with what an operator needs to decide. */
export async function listDisputesCommand(database: Database, args: string[], output: CliOutput) {
  if (args.length > 0) throw new UsageError('Usage: dispute:list');
  const disputes = await listDisputes(database.db);
  if (disputes.length === 0) {
    output.print('No disputed swaps.');
    return;
  }
  const who = (party: { fullName: string; email: string | null }) =>
    party.email ? `${party.fullName} <${party.email}>` : party.fullName;
  for (const { swap, requester, recipient, ...dispute } of disputes) {
    output.print(`${swap.id} disputed ${dispute.disputedAt.toISOString()} by ${dispute.disputedBy}`);
    output.print(
      `  ${who(requester)} teaches ${swap.offeredSkill} (${swap.hoursOffered} h expected); ${who(recipient)} teaches ${swap.requestedSkill} (${swap.hoursRequested} h expected)`,
    );
    output.print(
      `  Held: ${dispute.hold ? `${formatSkillCoin(dispute.hold.amount)} from ${dispute.hold.memberName}` : 'nothing'}`,
    );
    for (const confirmation of dispute.confirmations) {
      output.print(
        `  Confirmed by ${confirmation.memberName}: ${confirmation.requesterHours} h of ${swap.offeredSkill} and ${confirmation.recipientHours} h of ${swap.requestedSkill}`,
      );
    }
    output.print(`  Reason: ${dispute.reason.replaceAll('\n', '\n  ')}`);
    if (dispute.statement) {
      output.print(
        `  Statement by ${dispute.statement.memberName}: ${dispute.statement.text.replaceAll('\n', '\n  ')}`,
      );
    }
  }
}

const resolveUsage =
  'Usage: dispute:resolve <swapId> (--settle <requesterHours> <recipientHours> | --cancel) --note "<note for both members>"';

/** `dispute:resolve <swapId> (--settle <requesterHours> <recipientHours> | --cancel) --note "<note>"` */
export async function resolveDisputeCommand(
  database: Database,
  args: string[],
  output: CliOutput,
  config: Pick<Config, 'PUBLIC_URL'>,
) {
  const [swapId] = args;
  const noteIndex = args.indexOf('--note');
  const note = noteIndex >= 0 ? args[noteIndex + 1] : undefined;
  const settleIndex = args.indexOf('--settle');
  const isSettle = settleIndex >= 0;
  if (!swapId || swapId.startsWith('--') || note === undefined || isSettle === args.includes('--cancel')) {
    throw new UsageError(resolveUsage);
  }
  const resolution: ResolveDisputeInput = isSettle
    ? {
        outcome: 'settled',
        requesterHours: parseHoursArgument(args[settleIndex + 1]),
        recipientHours: parseHoursArgument(args[settleIndex + 2]),
        note,
      }
    : { outcome: 'cancelled', note };
  const context = { db: database.db, clock: systemClock, publicUrl: config.PUBLIC_URL };
  const resolved = await resolveDispute(context, { swapId, resolution });
  if (!resolved.hasChanged) {
    output.print(
      `Swap ${swapId} was already ${resolved.summary} on ${resolved.resolution.resolvedAt.toISOString()}; nothing changed.`,
    );
    return;
  }
  const { payment } = resolved;
  const money =
    resolution.outcome === 'cancelled'
      ? 'Any SkillCoin held for it is released.'
      : payment
        ? `${payment.fromName} paid ${payment.toName} ${formatSkillCoin(payment.amount)}.`
        : 'No SkillCoin moved.';
  output.print(`Swap ${swapId} is ${resolved.summary}. ${money} Both members were notified.`);
}

function parseHoursArgument(text: string | undefined): number {
  if (text === undefined || text.trim() === '' || text.startsWith('--')) throw new UsageError(resolveUsage);
  return Number(text);
}
