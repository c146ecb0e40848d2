import type { Database } from '../db/client.ts';
import {
  dropUnsentMail,
  holdQueuedMail,
  releaseHeldMail,
  summarizePendingMail,
} from '../lib/mail/held-mail.ts';
import { age, auditedQueueChange, listIds, plural, readBefore, requireBefore } from './hold-arguments.ts';
import type { CliOutput } from './terminal-output.ts';

const shownKinds = 20;
/**
 * `mail:pending [--before <time>]`: how much mail waits to go out, how old it is and of what kinds (channel
 * and subject), and how much is held. What to look at before a server starts on a restored backup.
 */
export async function pendingMailCommand(database: Database, args: string[], output: CliOutput) {
  const before = readBefore(args, 'Usage: mail:pending [--before <time>]');
  const now = new Date();
  const summary = await summarizePendingMail(database.db, before);
  const scope = before ? ` queued before ${before.toISOString()}` : '';
  const waiting = summary.pending + summary.sending;
  if (waiting === 0) output.print(`No mail waits to be sent${scope}.`);
  else {
    output.print(
      `${plural(waiting, 'message')}${scope} wait${waiting === 1 ? 's' : ''} to be sent (${summary.pending} pending, ${summary.sending} being sent or left mid-send).`,
    );
    output.print(
      `Queued between ${summary.oldest!.toISOString()} (${age(summary.oldest!, now)}) and ${summary.newest!.toISOString()} (${age(summary.newest!, now)}).`,
    );
    for (const kind of summary.kinds.slice(0, shownKinds)) {
      output.print(
        `  ${kind.count} × ${kind.channel === 'sms' ? 'SMS' : 'e-mail'} "${kind.subject}", oldest ${age(kind.oldest, now)}, newest ${age(kind.newest, now)}`,
      );
    }
    if (summary.kinds.length > shownKinds)
      output.print(`  … and ${summary.kinds.length - shownKinds} more kinds`);
  }
  if (summary.held > 0) {
    output.print(
      `${plural(summary.held, 'message')}${scope} held: mail:release sends them, mail:drop --before <time> drops them.`,
    );
  }
}

/**
 * `mail:hold --before <time>`: queued mail created before then is kept back until released or dropped.
 * Audited.
 */
export async function holdMailCommand(database: Database, args: string[], output: CliOutput) {
  const before = requireBefore(args, 'Usage: mail:hold --before <time>');
  const now = new Date();
  const ids = await auditedQueueChange(database, 'mail_held', { before: before.toISOString() }, (db) =>
    holdQueuedMail(db, { before, now }),
  );
  if (ids.length === 0) {
    output.print(`No queued mail from before ${before.toISOString()}; nothing held.`);
    return;
  }
  output.print(
    `Held ${plural(ids.length, 'message')} queued before ${before.toISOString()}: ${listIds(ids)}.`,
  );
  output.print('mail:release sends them; mail:drop --before <time> drops them for good.');
}

/**
 * `mail:release [--before <time>]`: held mail (all, or created before then) goes back in the queue. Audited.
 */
export async function releaseMailCommand(database: Database, args: string[], output: CliOutput) {
  const before = readBefore(args, 'Usage: mail:release [--before <time>]');
  const now = new Date();
  const ids = await auditedQueueChange(
    database,
    'mail_released',
    before ? { before: before.toISOString() } : {},
    (db) => releaseHeldMail(db, { before, now }),
  );
  output.print(
    ids.length === 0
      ? 'No held mail.'
      : `Released ${plural(ids.length, 'message')}: ${listIds(ids)}. The mail worker sends them within seconds.`,
  );
}

/**
 * `mail:drop --before <time>`: held or queued mail created before then is never sent (the rows stay).
 * Audited.
 */
export async function dropMailCommand(database: Database, args: string[], output: CliOutput) {
  const before = requireBefore(args, 'Usage: mail:drop --before <time>');
  const now = new Date();
  const ids = await auditedQueueChange(database, 'mail_dropped', { before: before.toISOString() }, (db) =>
    dropUnsentMail(db, { before, now }),
  );
  output.print(
    ids.length === 0
      ? `No held or queued mail from before ${before.toISOString()}; nothing dropped.`
      : `Dropped ${plural(ids.length, 'message')} queued before ${before.toISOString()}: ${listIds(ids)}. They will not be sent.`,
  );
}
