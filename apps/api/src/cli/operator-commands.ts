import { contactStatuses, type ContactStatus } from '@skillswap/contracts/contact';
import type { Database } from '../db/client.ts';
import { changeContactStatus, listContactMessages } from '../modules/contact/contact.service.ts';
import { setVerifiedBadge } from '../modules/profiles/profiles.repository.ts';
import { UsageError, type CliOutput } from './run-cli.ts';

const isContactStatus = (value: string): value is ContactStatus =>
  (contactStatuses as readonly string[]).includes(value);

/** `contact:list [new|open|closed] [--limit N]`: newest first, one block per message. */
export async function listContactCommand(database: Database, args: string[], output: CliOutput) {
  const status = args.find((arg) => !arg.startsWith('--'));
  if (status !== undefined && !isContactStatus(status)) {
    throw new UsageError(`Unknown status "${status}". Use one of: ${contactStatuses.join(', ')}`);
  }
  const limitIndex = args.indexOf('--limit');
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

/** `member:verify <email|id> [--remove]` */
export async function verifyMemberCommand(database: Database, args: string[], output: CliOutput) {
  const who = args.find((arg) => !arg.startsWith('--'));
  if (!who) throw new UsageError('Usage: member:verify <email|id> [--remove]');
  const isVerified = !args.includes('--remove');
  const member = await setVerifiedBadge(database.db, who, isVerified, new Date());
  if (!member) throw new Error(`No active member with e-mail or id "${who}"`);
  output.print(
    `${member.full_name ?? member.email} (${member.email}) is ${isVerified ? 'now verified' : 'no longer verified'}.`,
  );
}
