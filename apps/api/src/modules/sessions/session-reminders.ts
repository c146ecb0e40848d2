import { sql } from 'drizzle-orm';
import { formatSessionTime } from '@skillswap/contracts/time-zones';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { findMemberCards, findSwap, swapLink } from '../swaps/index.ts';
import { sessionTitle } from './session-invites.ts';
import { findTimeZone, listSessions, type SessionRow } from './sessions.repository.ts';
import { suggestHours } from './sessions.service.ts';

export interface ReminderContext {
  db: Db;
  now: Date;
  publicUrl: string;
}

const hourMs = 60 * 60 * 1000;

/**
 * Claims due reminders of one kind and queues them in the same transaction: the claim (the reminded_* column
 * set from null) and the notification commit together, and concurrent processes skip rows another is
 * claiming, so each reminder goes out exactly once. The 1-hour claim also settles the 24-hour one, so a
 * session scheduled at short notice gets one reminder, not two at once.
 */
async function claimAndRemind(context: ReminderContext, kind: '24h' | '1h', limit: number) {
  return context.db.transaction(async (tx) => {
    const now = context.now;
    const claimed =
      kind === '24h'
        ? await tx.execute<{ id: string }>(sql`
            UPDATE swap_sessions SET reminded_24h_at = ${now}
            WHERE id IN (
              SELECT s.id FROM swap_sessions s JOIN swaps w ON w.id = s.swap_id
              WHERE s.status = 'scheduled' AND w.status = 'accepted' AND s.reminded_24h_at IS NULL
                AND s.starts_at > ${new Date(now.getTime() + hourMs)}
                AND s.starts_at <= ${new Date(now.getTime() + 24 * hourMs)}
              ORDER BY s.starts_at LIMIT ${limit}
              FOR UPDATE OF s SKIP LOCKED)
            RETURNING id`)
        : await tx.execute<{ id: string }>(sql`
            UPDATE swap_sessions SET reminded_1h_at = ${now},
              reminded_24h_at = COALESCE(reminded_24h_at, ${now})
            WHERE id IN (
              SELECT s.id FROM swap_sessions s JOIN swaps w ON w.id = s.swap_id
              WHERE s.status = 'scheduled' AND w.status = 'accepted' AND s.reminded_1h_at IS NULL
                AND s.starts_at > ${now} AND s.starts_at <= ${new Date(now.getTime() + hourMs)}
              ORDER BY s.starts_at LIMIT ${limit}
              FOR UPDATE OF s SKIP LOCKED)
            RETURNING id`);
    for (const { id } of claimed.rows) await remindBoth(tx, context, id, kind);
    return claimed.rows.length;
  });
}

async function remindBoth(tx: DbOrTx, context: ReminderContext, sessionId: string, kind: '24h' | '1h') {
  const [session] = (
    await tx.execute<{ swap_id: string }>(sql`SELECT swap_id FROM swap_sessions WHERE id = ${sessionId}`)
  ).rows;
  const swap = (await findSwap(tx, session!.swap_id))!;
  const row = (await listSessions(tx, swap.id)).find((candidate) => candidate.id === sessionId)!;
  const cards = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
  const names = new Map([...cards].map(([id, card]) => [id, card.fullName]));
  for (const memberId of [swap.requesterId, swap.recipientId]) {
    const zone = (await findTimeZone(tx, memberId)) ?? 'UTC';
    const when = formatSessionTime(row.startsAt!, row.durationMinutes!, zone);
    const place = row.placeKind === 'online' ? `online at ${row.place}` : `in person: ${row.place}`;
    await notify(
      tx,
      { publicUrl: context.publicUrl, now: context.now },
      {
        memberId,
        type: 'session_reminder',
        title: `${kind === '24h' ? 'Within 24 hours' : 'In an hour'}: ${sessionTitle(row, { swap, names })}`,
        body: `Your session is ${when}, ${place}.`,
        link: swapLink(swap.id),
        swapId: swap.id,
      },
    );
  }
}

/** Asks both members to confirm hours once a swap's last session has ended, once per swap. */
async function promptForHours(context: ReminderContext, limit: number) {
  return context.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ swap_id: string }>(sql`
      INSERT INTO swap_session_prompts (swap_id, prompted_at)
      SELECT w.id, ${context.now} FROM swaps w
      WHERE w.status = 'accepted'
        AND EXISTS (SELECT 1 FROM swap_sessions s WHERE s.swap_id = w.id AND s.status = 'scheduled')
        AND NOT EXISTS (
          SELECT 1 FROM swap_sessions s WHERE s.swap_id = w.id AND (s.status = 'proposed'
            OR (s.status = 'scheduled'
              AND s.starts_at + make_interval(mins => s.duration_minutes) > ${context.now})))
        AND NOT EXISTS (SELECT 1 FROM swap_session_prompts p WHERE p.swap_id = w.id)
      LIMIT ${limit}
      ON CONFLICT (swap_id) DO NOTHING
      RETURNING swap_id`);
    for (const { swap_id: swapId } of claimed.rows) {
      const swap = (await findSwap(tx, swapId))!;
      const sessions: SessionRow[] = await listSessions(tx, swapId);
      const hours = suggestHours(swap, sessions, context.now);
      if (!hours) continue;
      for (const memberId of [swap.requesterId, swap.recipientId]) {
        await notify(
          tx,
          { publicUrl: context.publicUrl, now: context.now },
          {
            memberId,
            type: 'hours_prompt',
            title: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill}: confirm the hours`,
            body: `The last session has ended. From your sessions: ${hours.requesterHours} h of ${swap.offeredSkill} and ${hours.recipientHours} h of ${swap.requestedSkill}. Confirm these hours on the swap page, or correct them.`,
            link: swapLink(swapId),
            swapId,
          },
        );
      }
    }
    return claimed.rows.length;
  });
}

/** The reminder job's run: answers true when a batch was full, so the runner goes again at once. */
export async function sendSessionReminders(context: ReminderContext, limit = 100): Promise<boolean> {
  const counts = [
    await claimAndRemind(context, '1h', limit),
    await claimAndRemind(context, '24h', limit),
    await promptForHours(context, limit),
  ];
  return counts.some((count) => count === limit);
}
