// A learner's seat (ADR 94): booking one (its hours held in escrow, or a place on the waitlist when full),
// cancelling it, and giving a freed seat to the waitlist.
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import { workshopRules } from '@skillswap/contracts/workshops/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { findCommunityNames, isActiveCommunityMember } from '../communities/index.ts';
import { swapRulesOf } from '../community-economy/index.ts';
import { readNotifyRecipient, type NotifyRecipient } from '../notifications/index.ts';
import { holdForWorkshopSeat, type SwapCommunityLimits, releaseWorkshopSeatHold } from '../ledger/index.ts';
import { findMemberCards } from '../swaps/index.ts';
import { planRequired } from '../../lib/plans/plan-gate.ts';
import { isEliteMember } from './elite-plan.ts';
import { mailSeatInvitation, tellMember, type WorkshopMailContext } from './workshop-notices.ts';
import { getWorkshopDetail, toWorkshopDetail } from './workshop-views.ts';
import {
  countSeats,
  findWorkshop,
  hasFreeSeatSince,
  insertBookingBySeats,
  listBookings,
  lockWorkshop,
  updateBooking,
  type BookingRow,
  type WorkshopRow,
} from './workshops.repository.ts';
import { hourMs, type WorkshopContext } from './workshop-context.ts';

const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

function assertOpen(workshop: WorkshopRow | null, now: Date): WorkshopRow {
  if (!workshop) throw notFound('workshops.workshopNotFound');
  if (workshop.status === 'cancelled') throw conflict('workshops.thisWorkshopWasCancelled');
  if (workshop.startsAt.getTime() <= now.getTime()) throw conflict('workshops.thisWorkshopHasAlready');
  return workshop;
}

const lockOpenWorkshop = async (tx: DbOrTx, workshopId: string, now: Date) =>
  assertOpen(await lockWorkshop(tx, workshopId), now);

export const hostNameOf = async (tx: DbOrTx, workshop: WorkshopRow) =>
  (await findMemberCards(tx, [workshop.hostId])).get(workshop.hostId)?.fullName ?? 'the host';

/**
 * The rules of the community a workshop is hosted in (ADR 181): its floor and cap when a seat is held, its
 * cap and levy when the seat settles. The rules row is share-locked after the workshop's row, before
 * the ledger accounts.
 */
export async function communityLimitsOf(
  tx: DbOrTx,
  workshop: WorkshopRow,
): Promise<SwapCommunityLimits | undefined> {
  if (!workshop.communityId) return undefined;
  const rules = await swapRulesOf(tx, workshop.communityId, { lock: true });
  if (!rules) return undefined;
  const { communityId, communityName, creditFloor, balanceCap, levyPercent } = rules;
  return { communityId, communityName, creditFloor, balanceCap, levyPercent };
}

/** The price of the learner's seat: nothing for the Elite free seat of the month. Call under the lock. */
async function seatTerms(tx: DbOrTx, context: WorkshopMailContext, workshop: WorkshopRow, learnerId: string) {
  const isFree = workshop.isElite && !(await hasFreeSeatSince(tx, learnerId, startOfMonth(context.now)));
  return { isFree, price: isFree ? 0 : workshop.price };
}

/**
 * Holds a seated booking's price from the learner's SkillCoin (refused, nothing changed, below the credit
 * floor) and mails its invitation. Call under the workshop's lock; `hostName` may be read before it.
 */
async function holdSeat(
  tx: DbOrTx,
  context: WorkshopMailContext,
  workshop: WorkshopRow,
  booking: BookingRow,
  hostName: string,
  contact?: NotifyRecipient,
) {
  const community = await communityLimitsOf(tx, workshop);
  await holdForWorkshopSeat(
    tx,
    { bookingId: booking.id, learnerId: booking.learnerId, amount: booking.price },
    community && { ...community, hostId: workshop.hostId, hostName },
  );
  await mailSeatInvitation(tx, context, {
    workshop,
    bookingId: booking.id,
    learnerId: booking.learnerId,
    hostName,
    isCancelled: false,
    ...(contact !== undefined && { contact }),
  });
}

/**
 * Gives a waitlisted booking its seat: the Elite free seat of the month or the price held. Under the lock.
 */
async function seat(tx: DbOrTx, context: WorkshopMailContext, workshop: WorkshopRow, booking: BookingRow) {
  const { isFree, price } = await seatTerms(tx, context, workshop, booking.learnerId);
  const seated = { status: 'booked', price, isFreeSeat: isFree, seatedAt: context.now } as const;
  await updateBooking(tx, booking.id, seated);
  await holdSeat(tx, context, workshop, { ...booking, ...seated }, await hostNameOf(tx, workshop));
}

/**
 * Books a seat, holding its price, or puts the learner on the waitlist when every seat is taken. The
 * workshop's row lock orders concurrent bookings, so seats go in arrival order and never past the count.
 * What decides no seat (whether the learner may book, the names the answer shows, where the learner is told)
 * is read before the lock; under it one statement counts and inserts, then only a seat's hold and the notices
 * are written. The answer is built from those rows, so no booking reads the workshop after its commit.
 */
export async function bookSeat(context: WorkshopContext, workshopId: string, learnerId: string) {
  const answer = await context.db.transaction(async (tx) => {
    const seen = assertOpen(await findWorkshop(tx, workshopId), context.now);
    if (seen.hostId === learnerId) throw conflict('workshops.youHostThisWorkshop');
    // A community workshop does not exist for non-members (ADR 133, T98): the same answer as an unknown id.
    if (seen.communityId && !(await isActiveCommunityMember(tx, seen.communityId, learnerId)))
      throw notFound('workshops.workshopNotFound');
    if (seen.isElite && !(await isEliteMember(tx, learnerId)))
      throw planRequired('elite', 'Monthly skill workshops');
    const cards = await findMemberCards(tx, [seen.hostId, learnerId]);
    const communities = await findCommunityNames(tx, seen.communityId ? [seen.communityId] : []);
    const recipient = await readNotifyRecipient(tx, learnerId);
    const workshop = await lockOpenWorkshop(tx, workshopId, context.now);
    const terms = await seatTerms(tx, context, workshop, learnerId);
    const { taken, waitlisted, booking } = await insertBookingBySeats(tx, {
      workshopId,
      learnerId,
      seats: workshop.seats,
      price: workshop.price,
      seatPrice: terms.price,
      isFreeSeat: terms.isFree,
      now: context.now,
    });
    if (!booking) return null;
    const hasSeat = booking.status === 'booked';
    const hostName = cards.get(workshop.hostId)?.fullName ?? 'the host';
    if (hasSeat) await holdSeat(tx, context, workshop, booking, hostName, recipient);
    await tellMember(
      tx,
      context,
      {
        memberId: learnerId,
        workshop,
        type: 'workshop_booked',
        ...(hasSeat
          ? {
              title: { key: 'workshops.yourSeatAtIs', values: { title: workshop.title } },
              body: { key: 'workshops.isHeldUntilThe', values: { price: formatSkillCoin(workshop.price) } },
            }
          : {
              title: { key: 'workshops.youAreOnThe', values: { title: workshop.title } },
              body: { key: 'workshops.everySeatIsTaken' },
            }),
      },
      recipient,
    );
    const counts = hasSeat ? { taken: taken + 1, waitlisted } : { taken, waitlisted: waitlisted + 1 };
    return { workshop, bookings: [booking], waitlistedBefore: waitlisted, counts, cards, communities };
  });
  // Already seated or waitlisted: nothing changed, the page as it is.
  if (!answer) return getWorkshopDetail(context.db, workshopId, learnerId, context.now);
  return toWorkshopDetail(answer, learnerId, context.now);
}

/**
 * Gives freed seats to the waitlist in arrival order. A learner who can no longer pay is passed over (and
 * told), so the seat goes to the next. Call under the workshop's lock.
 */
export async function promoteFromWaitlist(tx: DbOrTx, context: WorkshopMailContext, workshop: WorkshopRow) {
  const bookings = await listBookings(tx, workshop.id);
  let free = workshop.seats - (await countSeats(tx, [workshop.id])).get(workshop.id)!.taken;
  for (const booking of bookings.filter((b) => b.status === 'waitlisted')) {
    if (free <= 0) return;
    try {
      await tx.transaction(async (savepoint) => seat(savepoint, context, workshop, booking));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== errorCodes.insufficientCredit) throw error;
      await updateBooking(tx, booking.id, { status: 'cancelled', cancelledAt: context.now });
      await tellMember(tx, context, {
        memberId: booking.learnerId,
        workshop,
        type: 'workshop_promoted',
        title: { key: 'workshops.seatFreedNotEnough', values: { title: workshop.title } },
        body: { key: 'workshops.theSeatCostsIt', values: { price: formatSkillCoin(workshop.price) } },
      });
      continue;
    }
    free -= 1;
    await tellMember(tx, context, {
      memberId: booking.learnerId,
      workshop,
      type: 'workshop_promoted',
      title: { key: 'workshops.seatFreedYours', values: { title: workshop.title } },
      body: { key: 'workshops.isHeldForIt', values: { price: formatSkillCoin(booking.price) } },
    });
  }
}

/** A learner gives back their seat or waitlist place, until 24 hours before; the hold is released. */
export async function cancelSeat(context: WorkshopContext, workshopId: string, learnerId: string) {
  await context.db.transaction(async (tx) => {
    const workshop = await lockOpenWorkshop(tx, workshopId, context.now);
    const booking = (await listBookings(tx, workshopId)).find(
      (b) => b.learnerId === learnerId && (b.status === 'booked' || b.status === 'waitlisted'),
    );
    if (!booking) throw notFound('workshops.youHaveNoSeat');
    const isLate =
      workshop.startsAt.getTime() - context.now.getTime() < workshopRules.learnerCancelHours * hourMs;
    if (booking.status === 'booked' && isLate) throw conflict('workshops.seatsCanBeGiven');
    await updateBooking(tx, booking.id, { status: 'cancelled', cancelledAt: context.now });
    if (booking.status !== 'booked') return;
    await releaseWorkshopSeatHold(tx, booking.id, context.now);
    await mailSeatInvitation(tx, context, {
      workshop,
      bookingId: booking.id,
      learnerId,
      hostName: await hostNameOf(tx, workshop),
      isCancelled: true,
    });
    await promoteFromWaitlist(tx, context, workshop);
  });
  return getWorkshopDetail(context.db, workshopId, learnerId, context.now);
}
