import type {
  Booking,
  WorkshopCard,
  WorkshopDetail,
  WorkshopDispute,
  WorkshopListQuery,
} from '@skillswap/contracts/workshops/schemas';
import { workshopRules } from '@skillswap/contracts/workshops/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findCommunityNames, isActiveCommunityMember } from '../communities/index.ts';
import { findMemberCards, type MemberCard } from '../swaps/index.ts';
import { isElitePlan } from './elite-plan.ts';
import {
  countSeats,
  findWantedSkills,
  findWorkshop,
  listBookings,
  listOpenDisputedBookings,
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

export type CommunityNames = Awaited<ReturnType<typeof findCommunityNames>>;

function toCard(
  workshop: WorkshopRow,
  counts: { taken: number; waitlisted: number },
  cards: Map<string, MemberCard>,
  communities: CommunityNames,
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
    community: workshop.communityId ? (communities.get(workshop.communityId) ?? null) : null,
  };
}

/** Cards for workshop rows, with their seat counts, hosts and communities. */
async function toCards(db: DbOrTx, rows: WorkshopRow[]) {
  const counts = await countSeats(
    db,
    rows.map((row) => row.id),
  );
  const cards = await findMemberCards(
    db,
    rows.map((row) => row.hostId),
  );
  const communities = await findCommunityNames(
    db,
    rows.flatMap((row) => (row.communityId ? [row.communityId] : [])),
  );
  return rows.map((row) => toCard(row, counts.get(row.id)!, cards, communities));
}

/** Upcoming workshops the viewer may see (community ones only to the community's members). */
export async function listWorkshops(
  db: DbOrTx,
  query: WorkshopListQuery,
  options: { now: Date; viewerId: string | null },
) {
  const rows = await listUpcomingWorkshops(db, { ...query, ...options, limit: 50 });
  return { items: await toCards(db, rows) };
}

/** The console's list of upcoming Elite monthly workshops, soonest first. */
export async function listEliteWorkshops(db: DbOrTx, now: Date) {
  const rows = await listUpcomingWorkshops(db, { now, viewerId: null, isElite: true, limit: 100 });
  return { items: await toCards(db, rows) };
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

/**
 * Upcoming workshops teaching one of the skills (by name, any case), not hosted by the member (the Coach).
 */
export async function listWorkshopsTeaching(
  db: DbOrTx,
  options: { skills: string[]; memberId: string; now: Date; limit: number },
) {
  const rows = await listUpcomingForSkills(db, {
    ...options,
    skills: options.skills.map((skill) => skill.trim().toLowerCase()),
  });
  return { items: await toCards(db, rows) };
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
  if (!workshop) throw notFound('workshops.workshopNotFound');
  const bookings = await listBookings(db, workshopId);
  if (!(await maySeeWorkshop(db, workshop, viewerId, bookings))) throw notFound('workshops.workshopNotFound');
  const counts = (await countSeats(db, [workshopId])).get(workshopId)!;
  const cards = await findMemberCards(db, [workshop.hostId, ...bookings.map((b) => b.learnerId)]);
  const communities = await findCommunityNames(db, workshop.communityId ? [workshop.communityId] : []);
  return toWorkshopDetail(
    { workshop, bookings, waitlistedBefore: 0, counts, cards, communities },
    viewerId,
    now,
  );
}

/**
 * Builds the page from rows in hand. `bookings` are in arrival order; `waitlistedBefore` counts the
 * waitlisted bookings that arrived before the first of them and are left out (a booking answers with its own
 * row only).
 */
export function toWorkshopDetail(
  input: {
    workshop: WorkshopRow;
    bookings: BookingRow[];
    waitlistedBefore: number;
    counts: { taken: number; waitlisted: number };
    cards: Map<string, MemberCard>;
    communities: CommunityNames;
  },
  viewerId: string | null,
  now: Date,
): WorkshopDetail {
  const { workshop, bookings, counts, cards, communities } = input;
  const waitlist = bookings.filter((b) => b.status === 'waitlisted').map((b) => b.id);
  const views = bookings.map((b) => {
    const index = waitlist.indexOf(b.id);
    return toBooking(b, cards, index === -1 ? null : input.waitlistedBefore + index + 1);
  });
  const isHost = viewerId === workshop.hostId;
  const mine =
    views.findLast((view, index) => bookings[index]!.learnerId === viewerId && view.status !== 'cancelled') ??
    null;
  const hasSeat = mine !== null && mine.status !== 'waitlisted';
  const beforeCutoff =
    workshop.startsAt.getTime() - now.getTime() >= workshopRules.learnerCancelHours * hourMs;
  return {
    ...toCard(workshop, counts, cards, communities),
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

/**
 * A community workshop exists only for the community's active members, its host, and learners who booked it
 * (ADR 133, T98): anyone else is told "not found", so it is not revealed.
 */
export async function maySeeWorkshop(
  db: DbOrTx,
  workshop: WorkshopRow,
  viewerId: string | null,
  bookings: BookingRow[],
): Promise<boolean> {
  if (!workshop.communityId) return true;
  if (!viewerId) return false;
  if (viewerId === workshop.hostId) return true;
  if (bookings.some((b) => b.learnerId === viewerId && b.status !== 'cancelled')) return true;
  return isActiveCommunityMember(db, workshop.communityId, viewerId);
}

/** One disputed seat as the console shows it, with the decision once there is one. */
export function toDispute(
  { booking, workshop }: { booking: BookingRow; workshop: WorkshopRow },
  cards: Map<string, MemberCard>,
): WorkshopDispute {
  return {
    bookingId: booking.id,
    workshopId: workshop.id,
    workshopTitle: workshop.title,
    host: personOf(cards, workshop.hostId),
    learner: personOf(cards, booking.learnerId),
    price: booking.price,
    reason: booking.disputeReason ?? '',
    disputedAt: booking.disputedAt!.toISOString(),
    decision:
      booking.disputeDecidedAt && booking.disputeOutcome
        ? {
            outcome: booking.disputeOutcome,
            note: booking.disputeNote ?? '',
            decidedAt: booking.disputeDecidedAt.toISOString(),
            decidedBy: booking.disputeDecidedBy
              ? { id: booking.disputeDecidedBy, fullName: personOf(cards, booking.disputeDecidedBy).fullName }
              : null,
          }
        : null,
  };
}

/** The console's queue: disputed seats not decided yet, the longest-waiting first. */
export async function listWorkshopDisputes(db: DbOrTx) {
  const rows = await listOpenDisputedBookings(db, 100);
  const cards = await findMemberCards(
    db,
    rows.flatMap((row) => [row.workshop.hostId, row.booking.learnerId]),
  );
  return { items: rows.map((row) => toDispute(row, cards)) };
}
