// What a host does with a workshop once it runs (ADR 94): calling it off or cancelling it, marking attendance
// (which settles the seats), and a learner's dispute of a seat.
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import { workshopRules, type AttendanceInput } from '@skillswap/contracts/workshops/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { formatNotification, type NotificationMessage } from '../../lib/i18n/notification-translator.ts';
import { releaseWorkshopSeatHold, settleWorkshopSeat } from '../ledger/index.ts';
import { mailSeatInvitation, tellMember, type WorkshopMailContext } from './workshop-notices.ts';
import { getWorkshopDetail } from './workshop-views.ts';
import {
  listBookings,
  lockWorkshop,
  updateBooking,
  updateWorkshop,
  type WorkshopRow,
} from './workshops.repository.ts';
import { hourMs, type WorkshopContext } from './workshop-context.ts';
import { communityLimitsOf, hostNameOf } from './workshop-seats.ts';

async function lockHostedWorkshop(tx: DbOrTx, workshopId: string, hostId: string) {
  const workshop = await lockWorkshop(tx, workshopId);
  if (!workshop) throw notFound('workshops.workshopNotFound');
  if (workshop.hostId !== hostId) throw forbidden('workshops.onlyTheHostCan');
  return workshop;
}

/**
 * Calls a workshop off under its lock: every hold released, every learner told the reason (the host's own
 * words, or a message for their account's deletion: stored and mailed in English, noticed in the learner's
 * language).
 */
export async function callOffWorkshop(
  tx: DbOrTx,
  context: WorkshopMailContext,
  workshop: WorkshopRow,
  reason: string | NotificationMessage,
) {
  const reasonText = typeof reason === 'string' ? reason : formatNotification(reason, 'en');
  await updateWorkshop(tx, workshop.id, {
    status: 'cancelled',
    cancelReason: reasonText,
    updatedAt: context.now,
  });
  const hostName = await hostNameOf(tx, workshop);
  for (const booking of await listBookings(tx, workshop.id)) {
    if (booking.status !== 'booked' && booking.status !== 'waitlisted') continue;
    await updateBooking(tx, booking.id, { status: 'cancelled', cancelledAt: context.now });
    if (booking.status === 'booked') {
      await releaseWorkshopSeatHold(tx, booking.id, context.now);
      await mailSeatInvitation(tx, context, {
        workshop,
        bookingId: booking.id,
        learnerId: booking.learnerId,
        hostName,
        isCancelled: true,
        reason: reasonText,
      });
    }
    await tellMember(tx, context, {
      memberId: booking.learnerId,
      workshop,
      type: 'workshop_cancelled',
      title: { key: 'workshops.hostCancelled', values: { name: hostName, title: workshop.title } },
      body: { key: 'workshops.reasonAnySkillcoinHeld', values: { reason } },
    });
  }
}

/** The host calls the workshop off: every hold is released and every learner told, with the reason. */
export async function cancelWorkshop(
  context: WorkshopContext,
  workshopId: string,
  hostId: string,
  reason: string,
) {
  await context.db.transaction(async (tx) => {
    const workshop = await lockHostedWorkshop(tx, workshopId, hostId);
    if (workshop.status !== 'scheduled') throw conflict('workshops.onlyAScheduledWorkshop');
    await callOffWorkshop(tx, context, workshop, reason);
  });
  return getWorkshopDetail(context.db, workshopId, hostId, context.now);
}

/**
 * After the workshop the host marks each seat: attended and no-show seats settle to the host (the seat was
 * kept for them), excused ones are released (product rules R8.5). A seat is marked once.
 */
export async function markAttendance(
  context: WorkshopContext,
  workshopId: string,
  hostId: string,
  input: AttendanceInput,
) {
  await context.db.transaction(async (tx) => {
    const workshop = await lockHostedWorkshop(tx, workshopId, hostId);
    if (workshop.status === 'cancelled') throw conflict('workshops.thisWorkshopWasCancelled');
    if (workshop.startsAt.getTime() > context.now.getTime())
      throw conflict('workshops.attendanceCanBeMarked');
    if (new Set(input.marks.map((m) => m.bookingId)).size !== input.marks.length)
      throw new AppError(errorCodes.validation, 'workshops.markEachSeatOnce');
    const community = await communityLimitsOf(tx, workshop);
    for (const { bookingId, mark } of input.marks) {
      // Read afresh for each mark, under the workshop's lock: the state this request's earlier marks left.
      const booking = (await listBookings(tx, workshopId)).find((b) => b.id === bookingId);
      if (!booking) throw notFound('workshops.noSuchSeatAt');
      if (booking.status !== 'booked') throw conflict('workshops.thatSeatIsAlready');
      await updateBooking(tx, bookingId, { status: mark });
      if (mark === 'excused') {
        await releaseWorkshopSeatHold(tx, bookingId, context.now);
        continue;
      }
      await settleWorkshopSeat(
        tx,
        {
          bookingId,
          learnerId: booking.learnerId,
          hostId,
          amount: booking.price,
          details: {
            workshopTitle: workshop.title,
            workshopOutcome: mark === 'attended' ? 'attended' : 'no_show',
          },
        },
        context.now,
        community,
      );
      await tellMember(tx, context, {
        memberId: booking.learnerId,
        workshop,
        type: 'workshop_settled',
        title: {
          key: 'workshops.marked',
          values: {
            title: workshop.title,
            mark: mark === 'attended' ? { key: 'workshops.attended' } : { key: 'workshops.noShow' },
          },
        },
        body: { key: 'workshops.wentToTheHost', values: { price: formatSkillCoin(booking.price) } },
      });
    }
    const stillBooked = (await listBookings(tx, workshopId)).some((b) => b.status === 'booked');
    await updateWorkshop(tx, workshopId, {
      attendanceMarkedAt: context.now,
      updatedAt: context.now,
      ...(stillBooked ? {} : { status: 'completed' as const }),
    });
  });
  return getWorkshopDetail(context.db, workshopId, hostId, context.now);
}

/** A learner disputes their settled seat within 7 days of attendance; moderators see it in the console. */
export async function disputeSeat(
  context: WorkshopContext,
  workshopId: string,
  learnerId: string,
  reason: string,
) {
  await context.db.transaction(async (tx) => {
    const workshop = await lockWorkshop(tx, workshopId);
    if (!workshop) throw notFound('workshops.workshopNotFound');
    const booking = (await listBookings(tx, workshopId)).find(
      (b) => b.learnerId === learnerId && (b.status === 'attended' || b.status === 'no_show'),
    );
    if (!booking) throw notFound('workshops.youHaveNoSettled');
    if (booking.disputedAt) throw conflict('workshops.youHaveAlreadyDisputed');
    const since = workshop.attendanceMarkedAt ?? workshop.startsAt;
    if (context.now.getTime() - since.getTime() > workshopRules.disputeDays * 24 * hourMs)
      throw conflict('workshops.seatsCanBeDisputed');
    await updateBooking(tx, booking.id, { disputedAt: context.now, disputeReason: reason });
  });
  return getWorkshopDetail(context.db, workshopId, learnerId, context.now);
}
