import type {
  Booking,
  WorkshopCard,
  WorkshopDetail,
  WorkshopListQuery,
} from '@skillswap/contracts/workshops';
import { workshopRules } from '@skillswap/contracts/workshops';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findMemberCards, type MemberCard } from '../swaps/index.ts';
import { isElitePlan } from './elite-plan.ts';
import {
  countSeats,
  findWantedSkills,
  findWorkshop,
  listBookings,
  listDisputedBookings,
  listUpcomingForSkills,
  listUpcomingWorkshops,
  type BookingRow,
  type WorkshopRow,
} from './workshops.repository.ts';

const hourMs = 60 * 60 * 1000;

const personOf = (cards: Map<string, MemberCard>, id: string) => {
  const card = cards.get(id);
  return {
    id,
    fullName: card?.fullName ?? 'A former member',
    isElite: card ? !card.isDeleted && isElitePlan(card.plan) : false,
  };
};

function toCard(
  workshop: WorkshopRow,
  counts: { taken: number; waitlisted: number },
  cards: Map<string, MemberCard>,
): WorkshopCard {
  return {
    id: workshop.id,
    title: workshop.title,
    skill: workshop.skill,
    host: personOf(cards, workshop.hostId),
    startsAt: workshop.startsAt.toISOString(),
    durationMinutes: workshop.durationMinutes,
    timeZone: workshop.timeZone,
    placeKind: workshop.placeKind,
    seats: workshop.seats,
    seatsLeft: Math.max(0, workshop.seats - counts.taken),
    waitlisted: counts.waitlisted,
    price: workshop.price,
    isElite: workshop.isElite,
    status: workshop.status,
  };
}

export async function listWorkshops(db: DbOrTx, query: WorkshopListQuery, now: Date) {
  const rows = await listUpcomingWorkshops(db, { ...query, now, limit: 50 });
  const counts = await countSeats(
    db,
    rows.map((row) => row.id),
  );
  const cards = await findMemberCards(
    db,
    rows.map((row) => row.hostId),
  );
  return { items: rows.map((row) => toCard(row, counts.get(row.id)!, cards)) };
}

/** Matches: upcoming workshops that teach a skill the member wants to learn. */
export async function listWorkshopsForMember(db: DbOrTx, memberId: string, now: Date) {
  return listWorkshopsTeaching(db, {
    skills: await findWantedSkills(db, memberId),
    memberId,
    now,
    limit: 12,
  });
}

/** Upcoming workshops teaching one of the skills (by name, any case), not hosted by the member (the Coach). */
export async function listWorkshopsTeaching(
  db: DbOrTx,
  options: { skills: string[]; memberId: string; now: Date; limit: number },
) {
  const rows = await listUpcomingForSkills(db, {
    ...options,
    skills: options.skills.map((skill) => skill.trim().toLowerCase()),
  });
  const counts = await countSeats(
    db,
    rows.map((row) => row.id),
  );
  const cards = await findMemberCards(
    db,
    rows.map((row) => row.hostId),
  );
  return { items: rows.map((row) => toCard(row, counts.get(row.id)!, cards)) };
}

function toBooking(booking: BookingRow, cards: Map<string, MemberCard>, position: number | null): Booking {
  return {
    id: booking.id,
    learner: personOf(cards, booking.learnerId),
    status: booking.status,
    waitlistPosition: position,
    price: booking.price,
    isFreeSeat: booking.isFreeSeat,
    disputedAt: booking.disputedAt?.toISOString() ?? null,
    disputeReason: booking.disputeReason,
  };
}

/** A workshop's page as the viewer may see it: the place and the booking list only for those entitled. */
export async function getWorkshopDetail(
  db: DbOrTx,
  workshopId: string,
  viewerId: string | null,
  now: Date,
): Promise<WorkshopDetail> {
  const workshop = await findWorkshop(db, workshopId);
  if (!workshop) throw notFound('Workshop not found');
  const bookings = await listBookings(db, workshopId);
  const counts = (await countSeats(db, [workshopId])).get(workshopId)!;
  const cards = await findMemberCards(db, [workshop.hostId, ...bookings.map((b) => b.learnerId)]);
  const waitlist = bookings.filter((b) => b.status === 'waitlisted').map((b) => b.id);
  const views = bookings.map((b) => {
    const index = waitlist.indexOf(b.id);
    return toBooking(b, cards, index === -1 ? null : index + 1);
  });
  const isHost = viewerId === workshop.hostId;
  const mine =
    views.findLast((view, index) => bookings[index]!.learnerId === viewerId && view.status !== 'cancelled') ??
    null;
  const hasSeat = mine !== null && mine.status !== 'waitlisted';
  const beforeCutoff =
    workshop.startsAt.getTime() - now.getTime() >= workshopRules.learnerCancelHours * hourMs;
  return {
    ...toCard(workshop, counts, cards),
    description: workshop.description,
    place: isHost || hasSeat ? workshop.place : null,
    cancelReason: workshop.cancelReason,
    attendanceMarkedAt: workshop.attendanceMarkedAt?.toISOString() ?? null,
    isHost,
    myBooking: mine,
    bookings: isHost ? views : [],
    canCancelSeat:
      workshop.status === 'scheduled' &&
      mine !== null &&
      (mine.status === 'waitlisted' || (mine.status === 'booked' && beforeCutoff)),
  };
}

export async function listWorkshopDisputes(db: DbOrTx) {
  const rows = await listDisputedBookings(db, 100);
  const cards = await findMemberCards(
    db,
    rows.flatMap((row) => [row.workshop.hostId, row.booking.learnerId]),
  );
  return {
    items: rows.map(({ booking, workshop }) => ({
      bookingId: booking.id,
      workshopId: workshop.id,
      workshopTitle: workshop.title,
      host: personOf(cards, workshop.hostId),
      learner: personOf(cards, booking.learnerId),
      price: booking.price,
      reason: booking.disputeReason ?? '',
      disputedAt: booking.disputedAt!.toISOString(),
    })),
  };
}
