import type { Db } from '../../db/client.ts';
import { findMemberCards } from '../swaps/index.ts';
import { tellMember, whenFor } from './workshop-notices.ts';
import { claimDueReminders, findWorkshop, listBookings } from './workshops.repository.ts';

export interface WorkshopReminderContext {
  db: Db;
  now: Date;
  publicUrl: string;
}

/**
 * Claims due reminders of one kind and queues them in the same transaction, so each goes out exactly once
 * even with several server processes (the claim and the notifications commit together).
 */
async function claimAndRemind(context: WorkshopReminderContext, kind: '24h' | '1h', limit: number) {
  return context.db.transaction(async (tx) => {
    const ids = await claimDueReminders(tx, kind, context.now, limit);
    for (const id of ids) {
      const workshop = (await findWorkshop(tx, id))!;
      const hostName = (await findMemberCards(tx, [workshop.hostId])).get(workshop.hostId)?.fullName;
      const seated = (await listBookings(tx, id)).filter((b) => b.status === 'booked');
      for (const memberId of [workshop.hostId, ...seated.map((b) => b.learnerId)]) {
        const place =
          workshop.placeKind === 'online'
            ? { key: 'common.onlineAt' as const, values: { place: workshop.place } }
            : { key: 'common.inPersonAt' as const, values: { place: workshop.place } };
        const host = hostName ?? { key: 'common.yourHost' as const };
        await tellMember(tx, context, {
          memberId,
          workshop,
          // The sessions' reminder type, so the member's one reminder e-mail setting covers workshops too.
          type: 'session_reminder',
          title: {
            key: 'workshops.reminderTitle',
            values: {
              when: { key: kind === '24h' ? 'common.within24Hours' : 'common.inAnHour' },
              title: workshop.title,
              host: memberId === workshop.hostId ? '' : { key: 'common.withName', values: { name: host } },
            },
          },
          body: {
            key: 'workshops.theWorkshopIs',
            values: { when: await whenFor(tx, workshop, memberId), place },
          },
        });
      }
    }
    return ids.length;
  });
}

/** The reminder job's run: answers true when a batch was full, so the runner goes again at once. */
export async function sendWorkshopReminders(context: WorkshopReminderContext, limit = 100): Promise<boolean> {
  const counts = [await claimAndRemind(context, '1h', limit), await claimAndRemind(context, '24h', limit)];
  return counts.some((count) => count === limit);
}
