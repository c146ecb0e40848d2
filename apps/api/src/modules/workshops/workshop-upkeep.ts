import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { releaseWorkshopSeatHold } from '../ledger/index.ts';
import { tellMember, type WorkshopMailContext } from './workshop-notices.ts';
import { listOpenWorkshopsOf, lockUnmarkedWorkshopIds } from './workshop-upkeep.repository.ts';
import { promoteFromWaitlist } from './workshop-seats.ts';
import { callOffWorkshop } from './workshops.service.ts';
import { listBookings, lockWorkshop, updateBooking, updateWorkshop } from './workshops.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** Days after a workshop's end after which seats never marked are released (docs/product-rules.md R8.1). */
export const unmarkedSeatReleaseDays = 7;

/**
 * Account deletion's part in workshops, in the deleting transaction: the member's scheduled
 * workshops are called off (every hold released, every learner told), and their own seats and waitlist places
 * are given back, the freed seats going to the waitlist while the workshop has not started. Workshop rows are
 * locked in id order, after the member's profile, account and swaps and before ledger accounts (ADR 43).
 */
export async function releaseWorkshopsOfDeletedMember(
  tx: DbOrTx,
  context: WorkshopMailContext,
  memberId: string,
) {
  const { hosted, booked } = await listOpenWorkshopsOf(tx, memberId);
  const ids = [...new Set([...hosted, ...booked])].sort();
  for (const id of ids) {
    const workshop = await lockWorkshop(tx, id);
    if (!workshop || workshop.status !== 'scheduled') continue;
    if (workshop.hostId === memberId) {
      await callOffWorkshop(tx, context, workshop, { key: 'workshops.theHostsAccountWas' });
      continue;
    }
    const seats = (await listBookings(tx, id)).filter(
      (b) => b.learnerId === memberId && (b.status === 'booked' || b.status === 'waitlisted'),
    );
    for (const booking of seats) {
      await updateBooking(tx, booking.id, { status: 'cancelled', cancelledAt: context.now });
      if (booking.status === 'booked') await releaseWorkshopSeatHold(tx, booking.id, context.now);
    }
    if (workshop.startsAt.getTime() > context.now.getTime()) await promoteFromWaitlist(tx, context, workshop);
  }
}

/**
 * The job that releases seats nobody marked (product rule R8.1, ADR 156): 7 days after a workshop ended with
 * attendance still unmarked, its remaining seats are released, not settled — a charge needs the host's word
 * that the seat was kept, and a host who stays silent cannot keep learners' SkillCoin held for ever. Seats
 * the host did mark stay as they are. Answers true when a batch was full, so the runner goes again at once.
 */
export async function releaseUnmarkedWorkshopSeats(
  context: WorkshopMailContext & { db: Db },
  limit = 50,
): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const cutoff = new Date(context.now.getTime() - unmarkedSeatReleaseDays * dayMs);
    const ids = await lockUnmarkedWorkshopIds(tx, cutoff, limit);
    for (const id of ids) {
      const workshop = (await lockWorkshop(tx, id))!;
      await updateWorkshop(tx, id, { status: 'completed', updatedAt: context.now });
      let released = 0;
      for (const booking of await listBookings(tx, id)) {
        if (booking.status !== 'booked' && booking.status !== 'waitlisted') continue;
        await updateBooking(tx, booking.id, { status: 'cancelled', cancelledAt: context.now });
        if (booking.status !== 'booked') continue;
        await releaseWorkshopSeatHold(tx, booking.id, context.now);
        released += 1;
        await tellMember(tx, context, {
          memberId: booking.learnerId,
          workshop,
          type: 'workshop_settled',
          title: { key: 'workshops.yourSeatIsReleased', values: { title: workshop.title } },
          body: {
            key: 'workshops.theHostDidNot',
            values: { days: unmarkedSeatReleaseDays, price: formatSkillCoin(booking.price) },
          },
        });
      }
      if (released === 0) continue;
      await tellMember(tx, context, {
        memberId: workshop.hostId,
        workshop,
        type: 'workshop_settled',
        title:
          released === 1
            ? { key: 'workshops.anUnmarkedSeatWas', values: { title: workshop.title } }
            : {
                key: 'workshops.unmarkedSeatsWereReleased',
                values: { title: workshop.title, count: released },
              },
        body: { key: 'workshops.attendanceWasNotMarked', values: { days: unmarkedSeatReleaseDays } },
      });
    }
    return ids.length === limit;
  });
}
