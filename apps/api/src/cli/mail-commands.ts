import type { Database } from '../db/client.ts';
import { listFailedMessages, requeueFailedMessages } from '../lib/mail/failed-mail.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

/**
 * `mail:failed [--limit N]`: messages the worker gave up on, oldest first, with the last error. Recipients,
 * subjects and server replies are printed through the terminal output, which strips their control characters.
 */
export async function listFailedMailCommand(database: Database, args: string[], output: CliOutput) {
  const limitIndex = args.indexOf('--limit');
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 100;
  const unknown = args.filter((arg, index) => arg !== '--limit' && index !== limitIndex + 1);
  if (!Number.isInteger(limit) || limit < 1 || unknown.length > 0) {
    throw new UsageError('Usage: mail:failed [--limit N]');
  }
  const messages = await listFailedMessages(database.db, limit);
  if (messages.length === 0) {
    output.print('No failed messages.');
    return;
  }
  for (const message of messages) {
    output.print(
      `#${message.id} ${message.channel} to ${message.recipient}, queued ${message.createdAt.toISOString()}, ${message.attempts} attempts`,
    );
    output.print(`  Subject: ${message.subject}`);
    output.print(`  Last error: ${message.lastError ?? 'none recorded'}`);
  }
}

/** `mail:requeue <id|--all>`: failed messages go back in the queue, due now, with a fresh set of attempts. */
export async function requeueMailCommand(database: Database, args: string[], output: CliOutput) {
  const [target] = args;
  const id = Number(target);
  const isAll = target === '--all';
  if (args.length !== 1 || (!isAll && (!Number.isInteger(id) || id < 1))) {
    throw new UsageError('Usage: mail:requeue <id|--all>');
  }
  const requeued = await requeueFailedMessages(database.db, isAll ? 'all' : { id }, new Date());
  if (!isAll && requeued.length === 0) throw new Error(`No failed message #${id}`);
  output.print(
    requeued.length === 0
      ? 'No failed messages.'
      : `Requeued ${requeued.length} message${requeued.length === 1 ? '' : 's'}: #${requeued.join(', #')}. The mail worker sends them within seconds.`,
  );
}
