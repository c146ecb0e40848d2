import { randomBytes } from 'node:crypto';
import { errorCodes } from '@skillswap/contracts/errors';
import { formatSkillCoin } from '@skillswap/contracts/ledger';
import { wallClockToUtc } from '@skillswap/contracts/time-zones';
import {
  workshopRules,
  type AttendanceInput,
  type CreateEliteWorkshopInput,
  type CreateWorkshopInput,
  type HostingStep,
} from '@skillswap/contracts/workshops';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isActiveCommunityMember, workshopCommunity } from '../communities/index.ts';
import { swapRulesOf } from '../community-economy/index.ts';
import {
  hasTaughtInCompletedSwap,
  holdForWorkshopSeat,
  type SwapCommunityLimits,
  releaseWorkshopSeatHold,
  settleWorkshopSeat,
} from '../ledger/index.ts';
import { getTimeZoneSetting } from '../sessions/index.ts';
import { findMemberCards } from '../swaps/index.ts';
import { planRequired } from '../../lib/plans/plan-gate.ts';
import { isEliteMember } from './elite-plan.ts';
import { mailSeatInvitation, tellMember, type WorkshopMailContext } from './workshop-notices.ts';
import { getWorkshopDetail } from './workshop-views.ts';
import {
  countSeats,
  hasFreeSeatSince,
  insertBooking,
  insertWorkshop,
  hasVerifiedEmail,
  listBookings,
  lockWorkshop,
  updateBooking,
  updateWorkshop,
  type BookingRow,
  type WorkshopRow,
} from './workshops.repository.ts';

export interface WorkshopContext extends WorkshopMailContext {
  db: Db;
}

const hourMs = 60 * 60 * 1000;
const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const hostingRefusals: Record<HostingStep, string> = {
  verify_email: 'Hosting workshops opens once you have confirmed your e-mail address.',
  teach_a_swap: 'Hosting workshops opens once you have taught in at least one completed swap.',
};

/**
 * What the member must do before they may host, or null when they may (decisions.md "Workshops": a confirmed
 * address and one completed swap taught; the identity badge is not needed).
 */
export async function findHostingStep(db: DbOrTx, memberId: string): Promise<HostingStep | null> {
  if (!(await hasVerifiedEmail(db, memberId))) return 'verify_email';
  if (!(await hasTaughtInCompletedSwap(db, memberId))) return 'teach_a_swap';
  return null;
}

/** Why the member may not host workshops yet, or null when they may. */
export async function whyCannotHost(db: DbOrTx, memberId: string): Promise<string | null> {
  const step = await findHostingStep(db, memberId);
  return step ? hostingRefusals[step] : null;
}

function generatedMeetingLink() {
  return `https://meet.jit.si/skillswap-${randomBytes(9).toString('base64url')}`;
}

function toWorkshopValues(input: Omit<CreateWorkshopInput, 'communitySlug'>, timeZone: string, now: Date) {
  const startsAt = wallClockToUtc(input.date, input.startTime, timeZone);
  if (!startsAt)
    throw new AppError(
      errorCodes.validation,
      `${input.date} ${input.startTime} does not exist in ${timeZone}: the clocks skip it. Choose another time.`,
    );
  if (startsAt.getTime() <= now.getTime())
    throw new AppError(errorCodes.validation, 'Choose a time in the future');
  return {
    title: input.title,
    skill: input.skill,
    description: input.description,
    startsAt,
    durationMinutes: input.durationMinutes,
    timeZone,
    placeKind: input.place.kind,
    place: input.place.kind === 'online' ? (input.place.url ?? generatedMeetingLink()) : input.place.text,
    seats: input.seats,
    price: input.price,
    createdAt: now,
    updatedAt: now,
  };
}

export async function createWorkshop(context: WorkshopContext, hostId: string, input: CreateWorkshopInput) {
  const why = await whyCannotHost(context.db, hostId);
  if (why) throw forbidden(why);
  const { communitySlug, ...details } = input;
  const community = communitySlug
    ? await workshopCommunity(context.db, { slug: communitySlug, memberId: hostId })
    : null;
  const { timeZone } = await getTimeZoneSetting(context.db, hostId);
  const row = await insertWorkshop(context.db, {
    ...toWorkshopValues(details, timeZone, context.now),
    hostId,
    communityId: community?.id ?? null,
  });
  return getWorkshopDetail(context.db, row.id, hostId, context.now);
}

/**
 * Staff create an Elite monthly workshop from the console, hosted by the member they name: only Elite members
 * book it, each with one free seat a month. The operator's action is audited with the workshop.
 */
export async function createEliteWorkshop(
  context: WorkshopContext,
  input: CreateEliteWorkshopInput,
  operator: { actorId: string } & AuditContext,
) {
  const host = (await findMemberCards(context.db, [input.hostId])).get(input.hostId);
  if (!host || host.isDeleted) throw notFound('No member with that id');
  const row = await context.db.transaction(async (tx) => {
    const inserted = await insertWorkshop(tx, {
      ...toWorkshopValues(input, input.timeZone, context.now),
      hostId: input.hostId,
      isElite: true,
    });
    await recordAuditEvent(tx, {
      event: 'elite_workshop_created',
      userId: input.hostId,
      actorId: operator.actorId,
      ip: operator.ip ?? null,
      userAgent: operator.userAgent ?? null,
      details: { workshopId: inserted.id, title: inserted.title, startsAt: inserted.startsAt.toISOString() },
    });
    return inserted;
  });
  return getWorkshopDetail(context.db, row.id, null, context.now);
}

async function lockOpenWorkshop(tx: DbOrTx, workshopId: string, now: Date) {
  const workshop = await lockWorkshop(tx, workshopId);
  if (!workshop) throw notFound('Workshop not found');
  if (workshop.status === 'cancelled') throw conflict('This workshop was cancelled');
  if (workshop.startsAt.getTime() <= now.getTime()) throw conflict('This workshop has already started');
  return workshop;
}

const hostNameOf = async (tx: DbOrTx, workshop: WorkshopRow) =>
  (await findMemberCards(tx, [workshop.hostId])).get(workshop.hostId)?.fullName ?? 'the host';

/**
 * The rules of the community a workshop is hosted in (ADR 181): its floor and cap when a seat is held, its
 * cap and levy when the seat settles. The rules row is share-locked after the workshop's row, before
 * the ledger accounts.
 */
async function communityLimitsOf(
  tx: DbOrTx,
  workshop: WorkshopRow,
): Promise<SwapCommunityLimits | undefined> {
  if (!workshop.communityId) return undefined;
  const rules = await swapRulesOf(tx, workshop.communityId, { lock: true });
  if (!rules) return undefined;
  const { communityId, communityName, creditFloor, balanceCap, levyPercent } = rules;
  return { communityId, communityName, creditFloor, balanceCap, levyPercent };
}

/**
 * Gives a seat to the learner: the Elite free seat of the month when it applies, otherwise the price held
 * from their SkillCoin (refused, nothing changed, below the credit floor). Call under the workshop's lock.
 */
async function seat(tx: DbOrTx, context: WorkshopMailContext, workshop: WorkshopRow, booking: BookingRow) {
  const isFree =
    workshop.isElite && !(await hasFreeSeatSince(tx, booking.learnerId, startOfMonth(context.now)));
  const price = isFree ? 0 : workshop.price;
  await updateBooking(tx, booking.id, { status: 'booked', price, isFreeSeat: isFree, seatedAt: context.now });
  const community = await communityLimitsOf(tx, workshop);
  await holdForWorkshopSeat(
    tx,
    { bookingId: booking.id, learnerId: booking.learnerId, amount: price },
    community && { ...community, hostId: workshop.hostId, hostName: await hostNameOf(tx, workshop) },
  );
  await mailSeatInvitation(tx, context, {
    workshop,
    bookingId: booking.id,
    learnerId: booking.learnerId,
    hostName: await hostNameOf(tx, workshop),
    isCancelled: false,
  });
}

/**
 * Books a seat, holding its price, or puts the learner on the waitlist when every seat is taken. The
 * workshop's row lock orders concurrent bookings, so seats go in arrival order and never past the count.
 */
export async function bookSeat(context: WorkshopContext, workshopId: string, learnerId: string) {
  await context.db.transaction(async (tx) => {
    const workshop = await lockOpenWorkshop(tx, workshopId, context.now);
    if (workshop.hostId === learnerId) throw conflict('You host this workshop');
    // A community workshop does not exist for non-members (ADR 133, T98): the same answer as an unknown id.
    if (workshop.communityId && !(await isActiveCommunityMember(tx, workshop.communityId, learnerId)))
      throw notFound('Workshop not found');
    if (workshop.isElite && !(await isEliteMember(tx, learnerId)))
      throw planRequired('elite', 'Monthly skill workshops');
    const bookings = await listBookings(tx, workshopId);
    if (
      bookings.some((b) => b.learnerId === learnerId && (b.status === 'booked' || b.status === 'waitlisted'))
    )
      return;
    const taken = (await countSeats(tx, [workshopId])).get(workshopId)!.taken;
    const booking = await insertBooking(tx, {
      workshopId,
      learnerId,
      status: 'waitlisted',
      price: workshop.price,
      createdAt: context.now,
    });
    if (taken < workshop.seats) {
      await seat(tx, context, workshop, booking);
      await tellMember(tx, context, {
        memberId: learnerId,
        workshop,
        type: 'workshop_booked',
        title: `Your seat at "${workshop.title}" is booked`,
        body: `${formatSkillCoin(workshop.price)} is held until the host marks attendance. The invitation is in your e-mail.`,
      });
      return;
    }
    await tellMember(tx, context, {
      memberId: learnerId,
      workshop,
      type: 'workshop_booked',
      title: `You are on the waitlist for "${workshop.title}"`,
      body: 'Every seat is taken. If one frees up, it goes to the waitlist in order, and we tell you.',
    });
  });
  return getWorkshopDetail(context.db, workshopId, learnerId, context.now);
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
        title: `A seat at "${workshop.title}" freed up, but you don't have enough SkillCoin`,
        body: `The seat costs ${formatSkillCoin(workshop.price)}; it went to the next person on the waitlist.`,
      });
      continue;
    }
    free -= 1;
    await tellMember(tx, context, {
      memberId: booking.learnerId,
      workshop,
      type: 'workshop_promoted',
      title: `A seat at "${workshop.title}" freed up: it is yours`,
      body: `${formatSkillCoin(booking.price)} is held for it. The invitation is in your e-mail.`,
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
    if (!booking) throw notFound('You have no seat at this workshop');
    const isLate =
      workshop.startsAt.getTime() - context.now.getTime() < workshopRules.learnerCancelHours * hourMs;
    if (booking.status === 'booked' && isLate)
      throw conflict('Seats can be given back until 24 hours before the start; this one is yours now.');
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

async function lockHostedWorkshop(tx: DbOrTx, workshopId: string, hostId: string) {
  const workshop = await lockWorkshop(tx, workshopId);
  if (!workshop) throw notFound('Workshop not found');
  if (workshop.hostId !== hostId) throw forbidden('Only the host can do that');
  return workshop;
}

/**
 * Calls a workshop off under its lock: every hold released, every learner told the reason (the host's own
 * cancellation, or their account's deletion).
 */
export async function callOffWorkshop(
  tx: DbOrTx,
  context: WorkshopMailContext,
  workshop: WorkshopRow,
  reason: string,
) {
  await updateWorkshop(tx, workshop.id, {
    status: 'cancelled',
    cancelReason: reason,
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
        reason,
      });
    }
    await tellMember(tx, context, {
      memberId: booking.learnerId,
      workshop,
      type: 'workshop_cancelled',
      title: `${hostName} cancelled "${workshop.title}"`,
      body: `Reason: ${reason}. Any SkillCoin held for your seat is released.`,
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
    if (workshop.status !== 'scheduled') throw conflict('Only a scheduled workshop can be cancelled');
    await callOffWorkshop(tx, context, workshop, reason);
  });
  return getWorkshopDetail(context.db, workshopId, hostId, context.now);
}

/**
 * After the workshop the host marks each seat: attended and no-show seats settle to the host (the seat was
 * kept for them), excused ones are released (decisions.md "Workshops"). A seat is marked once.
 */
export async function markAttendance(
  context: WorkshopContext,
  workshopId: string,
  hostId: string,
  input: AttendanceInput,
) {
  await context.db.transaction(async (tx) => {
    const workshop = await lockHostedWorkshop(tx, workshopId, hostId);
    if (workshop.status === 'cancelled') throw conflict('This workshop was cancelled');
    if (workshop.startsAt.getTime() > context.now.getTime())
      throw conflict('Attendance can be marked once the workshop has started');
    if (new Set(input.marks.map((m) => m.bookingId)).size !== input.marks.length)
      throw new AppError(errorCodes.validation, 'Mark each seat once');
    const community = await communityLimitsOf(tx, workshop);
    for (const { bookingId, mark } of input.marks) {
      // Read afresh for each mark, under the workshop's lock: the state this request's earlier marks left.
      const booking = (await listBookings(tx, workshopId)).find((b) => b.id === bookingId);
      if (!booking) throw notFound('No such seat at this workshop');
      if (booking.status !== 'booked') throw conflict('That seat is already marked, or holds no seat');
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
        title: `"${workshop.title}": marked ${mark === 'attended' ? 'attended' : 'no-show'}`,
        body: `${formatSkillCoin(booking.price)} went to the host. If this is wrong, you can dispute it on the workshop page for 7 days.`,
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
    if (!workshop) throw notFound('Workshop not found');
    const booking = (await listBookings(tx, workshopId)).find(
      (b) => b.learnerId === learnerId && (b.status === 'attended' || b.status === 'no_show'),
    );
    if (!booking) throw notFound('You have no settled seat at this workshop');
    if (booking.disputedAt) throw conflict('You have already disputed this seat');
    const since = workshop.attendanceMarkedAt ?? workshop.startsAt;
    if (context.now.getTime() - since.getTime() > workshopRules.disputeDays * 24 * hourMs)
      throw conflict('Seats can be disputed for 7 days after attendance is marked');
    await updateBooking(tx, booking.id, { disputedAt: context.now, disputeReason: reason });
  });
  return getWorkshopDetail(context.db, workshopId, learnerId, context.now);
}
