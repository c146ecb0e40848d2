import { formatSessionTime } from '@skillswap/contracts/shared/time-zones';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { findMemberCards, findSwap, swapLink } from '../swaps/index.ts';
import { sessionTitleMessage } from './session-invites.ts';
import { findTimeZone, listSessions, type SessionRow } from './sessions.repository.ts';
import { claimDueReminders, claimHoursPrompts } from './session-reminders.repository.ts';
import { suggestHours } from './sessions.service.ts';

export interface ReminderContext {
  db: Db;
  now: Date;
  publicUrl: string;
}

/**
 * Claims due reminders of one kind and queues them in the same transaction: the claim (the reminded_* column
 * set from null) and the notification commit together, and concurrent processes skip rows another is
 * claiming, so each reminder goes out exactly once. The 1-hour claim also settles the 24-hour one, so a
 * session scheduled at short notice gets one reminder, not two at once.
 */
async function claimAndRemind(context: ReminderContext, kind: '24h' | '1h', limit: number) {
  return context.db.transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, kind, context.now, limit);
    for (const { sessionId, swapId } of claimed) await remindBoth(tx, context, swapId, sessionId, kind);
    return claimed.length;
  });
}

async function remindBoth(
  tx: DbOrTx,
  context: ReminderContext,
  swapId: string,
  sessionId: string,
  kind: '24h' | '1h',
) {
  const swap = (await findSwap(tx, swapId))!;
  const row = (await listSessions(tx, swap.id)).find((candidate) => candidate.id === sessionId)!;
  const cards = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
  const names = new Map([...cards].map(([id, card]) => [id, card.fullName]));
  for (const memberId of [swap.requesterId, swap.recipientId]) {
    const zone = (await findTimeZone(tx, memberId)) ?? 'UTC';
    const when = formatSessionTime(row.startsAt!, row.durationMinutes!, zone);
    const place =
      row.placeKind === 'online'
        ? { key: 'common.onlineAt' as const, values: { place: row.place } }
        : { key: 'common.inPersonAt' as const, values: { place: row.place } };
    await notify(
      tx,
      { publicUrl: context.publicUrl, now: context.now },
      {
        memberId,
        type: 'session_reminder',
        title: {
          key: 'sessions.reminderTitle',
          values: {
            when: { key: kind === '24h' ? 'common.within24Hours' : 'common.inAnHour' },
            session: sessionTitleMessage(row, { swap, names, viewerId: memberId }),
          },
        },
        body: { key: 'sessions.yourSessionIs', values: { when, place } },
        link: swapLink(swap.id),
        swapId: swap.id,
      },
    );
  }
}

/** Asks both members to confirm hours once a swap's last session has ended, once per swap. */
async function promptForHours(context: ReminderContext, limit: number) {
  return context.db.transaction(async (tx) => {
    const claimed = await claimHoursPrompts(tx, context.now, limit);
    for (const swapId of claimed) {
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
            title: {
              key: 'sessions.confirmTheHours',
              values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
            },
            body: {
              key: 'sessions.theLastSessionHas',
              values: {
                requesterHours: hours.requesterHours,
                offered: swap.offeredSkill,
                recipientHours: hours.recipientHours,
                requested: swap.requestedSkill,
              },
            },
            link: swapLink(swapId),
            swapId,
          },
        );
      }
    }
    return claimed.length;
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
