// The arguments, wording and audit the hold commands share (mail:* and webhooks:*, for a restored backup).
import type { Database, DbOrTx } from '../db/client.ts';
import { recordAuditEvent, type AuditEvent } from '../lib/audit.ts';
import { UsageError } from './usage-error.ts';

const shownIds = 20;

/** `--before <time>`: an ISO 8601 date or date and time (UTC unless it says otherwise); null when absent. */
export function readBefore(args: string[], usage: string): Date | null {
  const index = args.indexOf('--before');
  const rest = index < 0 ? args : args.filter((_, position) => position !== index && position !== index + 1);
  if (rest.length > 0) throw new UsageError(usage);
  if (index < 0) return null;
  const text = args[index + 1] ?? '';
  const time = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time.getTime())) {
    throw new UsageError(`"${text}" is not an ISO 8601 time (e.g. 2026-11-20T14:30:00Z). ${usage}`);
  }
  return time;
}

export function requireBefore(args: string[], usage: string): Date {
  const before = readBefore(args, usage);
  if (!before) throw new UsageError(usage);
  return before;
}

export function age(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min old`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h old`;
  return `${Math.floor(hours / 24)} days old`;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
export const listIds = (ids: number[]) =>
  `#${ids.slice(0, shownIds).join(', #')}${ids.length > shownIds ? ` and ${ids.length - shownIds} more` : ''}`;

/**
 * Runs a hold, release or drop in one transaction with its audit record (`event`, the ids' count and
 * `via: 'cli'`), written only when it changed something; answers the ids it changed.
 */
export async function auditedQueueChange(
  database: Database,
  event: AuditEvent,
  details: Record<string, unknown>,
  change: (db: DbOrTx) => Promise<number[]>,
) {
  return database.db.transaction(async (tx) => {
    const ids = await change(tx);
    if (ids.length > 0) {
      await recordAuditEvent(tx, { event, details: { ...details, count: ids.length, via: 'cli' } });
    }
    return ids;
  });
}
