import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claimOnceStatement } from '../../lib/queue/queue.repository.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Claims up to `limit` due reminders of one kind, setting their reminded_* column, and answers the sessions'
 * ids with their swap (lib/queue's claim-once statement): rows another process is claiming are skipped, so
 * each is claimed once. The 1-hour claim also settles the 24-hour one, so a session scheduled at short notice
 * is reminded once.
 */
export async function claimDueReminders(
  tx: DbOrTx,
  kind: '24h' | '1h',
  now: Date,
  limit: number,
): Promise<{ sessionId: string; swapId: string }[]> {
  const window =
    kind === '24h'
      ? sql`s.reminded_24h_at IS NULL AND s.starts_at > ${new Date(now.getTime() + hourMs)}
          AND s.starts_at <= ${new Date(now.getTime() + 24 * hourMs)}`
      : sql`s.reminded_1h_at IS NULL
          AND s.starts_at > ${now} AND s.starts_at <= ${new Date(now.getTime() + hourMs)}`;
  const claimed = await tx.execute<{ id: string; swap_id: string }>(
    claimOnceStatement({
      table: 'swap_sessions',
      as: 's',
      join: sql`JOIN swaps w ON w.id = s.swap_id`,
      set:
        kind === '24h'
          ? { reminded_24h_at: now }
          : { reminded_1h_at: now, reminded_24h_at: sql`COALESCE(reminded_24h_at, ${now})` },
      where: sql`s.status = 'scheduled' AND w.status = 'accepted' AND ${window}`,
      orderBy: sql`s.starts_at`,
      limit,
      returning: ['id', 'swap_id'],
    }),
  );
  return claimed.rows.map((row) => ({ sessionId: row.id, swapId: row.swap_id }));
}

/**
 * Claims up to `limit` accepted swaps whose last scheduled session has ended and nothing is proposed, once
 * per swap (a prompt row, ON CONFLICT DO NOTHING), and answers their ids.
 */
export async function claimHoursPrompts(tx: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const claimed = await tx.execute<{ swap_id: string }>(sql`
    INSERT INTO swap_session_prompts (swap_id, prompted_at)
    SELECT w.id, ${now} FROM swaps w
    WHERE w.status = 'accepted'
      AND EXISTS (SELECT 1 FROM swap_sessions s WHERE s.swap_id = w.id AND s.status = 'scheduled')
      AND NOT EXISTS (
        SELECT 1 FROM swap_sessions s WHERE s.swap_id = w.id AND (s.status = 'proposed'
          OR (s.status = 'scheduled'
            AND s.starts_at + make_interval(mins => s.duration_minutes) > ${now})))
      AND NOT EXISTS (SELECT 1 FROM swap_session_prompts p WHERE p.swap_id = w.id)
    LIMIT ${limit}
    ON CONFLICT (swap_id) DO NOTHING
    RETURNING swap_id`);
  return claimed.rows.map((row) => row.swap_id);
}
