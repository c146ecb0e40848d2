import type { Database } from '../db/client.ts';
import {
  dropUnsentWebhooks,
  holdQueuedWebhooks,
  releaseHeldWebhooks,
  summarizePendingWebhooks,
} from '../modules/webhooks/index.ts';
import { age, auditedQueueChange, listIds, readBefore, requireBefore } from './hold-arguments.ts';
import type { CliOutput } from './terminal-output.ts';

const deliveries = (count: number) => (count === 1 ? '1 delivery' : `${count} deliveries`);

/**
 * `webhooks:pending [--before <time>]`: how many webhook deliveries wait, how old they are and of which event
 * types, and how many are held. What to look at before a server starts on a restored backup.
 */
export async function pendingWebhooksCommand(database: Database, args: string[], output: CliOutput) {
  const before = readBefore(args, 'Usage: webhooks:pending [--before <time>]');
  const now = new Date();
  const summary = await summarizePendingWebhooks(database.db, before);
  const scope = before ? ` queued before ${before.toISOString()}` : '';
  const waiting = summary.pending + summary.sending;
  if (waiting === 0) output.print(`No webhook delivery waits${scope}.`);
  else {
    output.print(
      `${deliveries(waiting)}${scope} wait${waiting === 1 ? 's' : ''} (${summary.pending} pending, ${summary.sending} being sent or left mid-send).`,
    );
    output.print(
      `Queued between ${summary.oldest!.toISOString()} (${age(summary.oldest!, now)}) and ${summary.newest!.toISOString()} (${age(summary.newest!, now)}).`,
    );
    for (const { type, count } of summary.types) output.print(`  ${count} × ${type}`);
  }
  if (summary.held > 0) {
    output.print(
      `${deliveries(summary.held)}${scope} held: webhooks:release sends them, webhooks:drop --before <time> drops them.`,
    );
  }
}

/** `webhooks:hold --before <time>`: queued deliveries created before then wait until released or dropped. */
export async function holdWebhooksCommand(database: Database, args: string[], output: CliOutput) {
  const before = requireBefore(args, 'Usage: webhooks:hold --before <time>');
  const now = new Date();
  const ids = await auditedQueueChange(database, 'webhooks_held', { before: before.toISOString() }, (db) =>
    holdQueuedWebhooks(db, { before, now }),
  );
  if (ids.length === 0) {
    output.print(`No queued webhook delivery from before ${before.toISOString()}; nothing held.`);
    return;
  }
  output.print(`Held ${deliveries(ids.length)} queued before ${before.toISOString()}: ${listIds(ids)}.`);
  output.print('webhooks:release sends them; webhooks:drop --before <time> drops them for good.');
}

/** `webhooks:release [--before <time>]`: held deliveries go back in the queue with a fresh retry window. */
export async function releaseWebhooksCommand(database: Database, args: string[], output: CliOutput) {
  const before = readBefore(args, 'Usage: webhooks:release [--before <time>]');
  const now = new Date();
  const ids = await auditedQueueChange(
    database,
    'webhooks_released',
    before ? { before: before.toISOString() } : {},
    (db) => releaseHeldWebhooks(db, { before, now }),
  );
  output.print(
    ids.length === 0
      ? 'No held webhook delivery.'
      : `Released ${deliveries(ids.length)}: ${listIds(ids)}. The webhook worker sends them within seconds.`,
  );
}

/** `webhooks:drop --before <time>`: held or queued deliveries created before then are never attempted. */
export async function dropWebhooksCommand(database: Database, args: string[], output: CliOutput) {
  const before = requireBefore(args, 'Usage: webhooks:drop --before <time>');
  const now = new Date();
  const ids = await auditedQueueChange(database, 'webhooks_dropped', { before: before.toISOString() }, (db) =>
    dropUnsentWebhooks(db, { before, now }),
  );
  output.print(
    ids.length === 0
      ? `No held or queued webhook delivery from before ${before.toISOString()}; nothing dropped.`
      : `Dropped ${deliveries(ids.length)} queued before ${before.toISOString()}: ${listIds(ids)}. They show as failed in the endpoint's log, from where its owner may redeliver one.`,
  );
}
