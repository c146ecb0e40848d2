import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  sessionLimits,
  type Place,
  type ProposeSessionInput,
  type RescheduleSessionInput,
  type SlotInput,
  type SwapSession,
  type SwapSessions,
  type TimeZoneSetting,
} from '@skillswap/contracts/sessions/schemas';
import { wallClockToUtc } from '@skillswap/contracts/shared/time-zones';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { findMemberCards, findSwap, lockSwap, swapLink, type SwapRow } from '../swaps/index.ts';
import { sharedAvailability } from './availability.service.ts';
import { skillTaughtIn } from './session-invites.ts';
import { tellAboutProposal, tellBothAboutSession, type SessionMailContext } from './session-mail.ts';
import {
  countOpenSessions,
  findSession,
  findTimeZone,
  insertSession,
  listSessions,
  listSlots,
  replaceSlots,
  saveTimeZone,
  updateSession,
  type NewSlot,
  type SessionRow,
} from './sessions.repository.ts';

export interface SessionContext extends SessionMailContext {
  db: Db;
}

export async function getTimeZoneSetting(db: DbOrTx, memberId: string): Promise<TimeZoneSetting> {
  const timeZone = await findTimeZone(db, memberId);
  return { timeZone: timeZone ?? 'UTC', isSet: timeZone !== null };
}

export async function setTimeZone(db: DbOrTx, memberId: string, timeZone: string, at: Date) {
  await saveTimeZone(db, memberId, timeZone, at);
  return getTimeZoneSetting(db, memberId);
}

const isMemberOf = (swap: SwapRow, memberId: string) =>
  swap.requesterId === memberId || swap.recipientId === memberId;
const otherMemberOf = (swap: SwapRow, memberId: string) =>
  swap.requesterId === memberId ? swap.recipientId : swap.requesterId;
export const endOf = (session: Pick<SessionRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(session.startsAt!.getTime() + session.durationMinutes! * 60_000);

/** A slot typed in the member's zone, as the UTC instant it stands for; refused if skipped or past. */
function toSlot(input: SlotInput, timeZone: string, now: Date): NewSlot {
  const startsAt = wallClockToUtc(input.date, input.startTime, timeZone);
  if (!startsAt)
    throw new AppError(errorCodes.validation, 'common.timeSkippedByClocks', {
      values: { date: input.date, time: input.startTime, zone: timeZone },
    });
  if (startsAt.getTime() <= now.getTime()) throw new AppError(errorCodes.validation, 'common.chooseATimeIn');
  return { startsAt, durationMinutes: input.durationMinutes };
}

const placeColumns = (place: Place) =>
  place.kind === 'online'
    ? { placeKind: 'online' as const, place: place.url }
    : { placeKind: 'in_person' as const, place: place.text };

/** Locks the swap (ADR 43: the swap row first, as every transition does) and checks it is the member's. */
async function lockOwnSwap(tx: DbOrTx, swapId: string, memberId: string) {
  const swap = await lockSwap(tx, swapId);
  if (!swap || !isMemberOf(swap, memberId)) throw notFound('common.swapNotFound');
  return swap;
}

async function requireSession(tx: DbOrTx, swapId: string, sessionId: string) {
  const session = await findSession(tx, swapId, sessionId);
  if (!session) throw notFound('common.sessionNotFound');
  return session;
}

async function memberName(db: DbOrTx, memberId: string) {
  return (await findMemberCards(db, [memberId])).get(memberId)?.fullName ?? 'A member';
}

export async function listSwapSessions(
  db: DbOrTx,
  swapId: string,
  memberId: string,
  now: Date,
): Promise<SwapSessions> {
  const swap = await findSwap(db, swapId);
  if (!swap || !isMemberOf(swap, memberId)) throw notFound('common.swapNotFound');
  const [rows, setting, shared] = await Promise.all([
    listSessions(db, swapId),
    getTimeZoneSetting(db, memberId),
    sharedAvailability(db, memberId, otherMemberOf(swap, memberId), now),
  ]);
  const slots = await listSlots(
    db,
    rows.filter((row) => row.status === 'proposed').map((row) => row.id),
  );
  const sessions: SwapSession[] = rows.map((row) => ({
    id: row.id,
    status: row.status,
    teacherId: row.teacherId,
    proposedById: row.proposedBy,
    canPick: row.status === 'proposed' && row.proposedBy !== memberId,
    slots: slots
      .filter((slot) => slot.sessionId === row.id)
      .map((slot) => ({
        id: String(slot.id),
        startsAt: slot.startsAt.toISOString(),
        durationMinutes: slot.durationMinutes,
      })),
    startsAt: row.startsAt?.toISOString() ?? null,
    durationMinutes: row.durationMinutes,
    place:
      row.placeKind === 'online'
        ? { kind: 'online', url: row.place }
        : { kind: 'in_person', text: row.place },
    note: row.note,
    sequence: row.sequence,
    hasEnded: row.status === 'scheduled' && endOf(row).getTime() <= now.getTime(),
  }));
  return {
    timeZone: setting.timeZone,
    sessions,
    suggestedHours: suggestHours(swap, rows, now),
    ...shared,
  };
}

/**
 * Hours each way from the sessions that took place, once the last one has ended (none proposed or still to
 * come): what the confirm-hours form starts from.
 */
export function suggestHours(swap: SwapRow, rows: SessionRow[], now: Date) {
  const scheduled = rows.filter((row) => row.status === 'scheduled');
  const isWaiting = rows.some(
    (row) => row.status === 'proposed' || (row.status === 'scheduled' && endOf(row) > now),
  );
  if (scheduled.length === 0 || isWaiting) return null;
  const hoursTaughtBy = (teacherId: string) =>
    Math.round(
      (scheduled
        .filter((row) => row.teacherId === teacherId)
        .reduce((sum, row) => sum + row.durationMinutes!, 0) /
        60) *
        100,
    ) / 100;
  return { requesterHours: hoursTaughtBy(swap.requesterId), recipientHours: hoursTaughtBy(swap.recipientId) };
}

export async function proposeSession(
  context: SessionContext,
  input: ProposeSessionInput & { swapId: string; memberId: string },
) {
  await context.db.transaction(async (tx) => {
    const swap = await lockOwnSwap(tx, input.swapId, input.memberId);
    if (swap.status !== 'accepted') throw conflict('sessions.sessionsCanBePlanned');
    if (!isMemberOf(swap, input.teacherId))
      throw new AppError(errorCodes.validation, 'sessions.theTeacherMustBe');
    if ((await countOpenSessions(tx, swap.id)) >= sessionLimits.openSessionsPerSwap)
      throw conflict('sessions.thisSwapAlreadyHolds');
    const timeZone = (await findTimeZone(tx, input.memberId)) ?? 'UTC';
    const slots = input.slots.map((slot) => toSlot(slot, timeZone, context.now));
    const sessionId = await insertSession(tx, {
      swapId: swap.id,
      teacherId: input.teacherId,
      proposedBy: input.memberId,
      ...placeColumns(input.place),
      at: context.now,
    });
    await replaceSlots(tx, sessionId, slots);
    const session = (await findSession(tx, swap.id, sessionId))!;
    await tellAboutProposal(tx, context, {
      swap,
      session,
      recipientId: otherMemberOf(swap, input.memberId),
      actorName: await memberName(tx, input.memberId),
      slots,
    });
  });
  return listSwapSessions(context.db, input.swapId, input.memberId, context.now);
}

/** Loads a session for a change by a member: the swap locked and still under way. */
async function startChange(tx: DbOrTx, input: { swapId: string; sessionId: string; memberId: string }) {
  const swap = await lockOwnSwap(tx, input.swapId, input.memberId);
  const session = await requireSession(tx, swap.id, input.sessionId);
  if (swap.status !== 'accepted') throw conflict('sessions.thisSwapIsNo');
  return { swap, session };
}

export async function acceptSlot(
  context: SessionContext,
  input: { swapId: string; sessionId: string; memberId: string; slotId: string },
) {
  await context.db.transaction(async (tx) => {
    const { swap, session } = await startChange(tx, input);
    if (session.status !== 'proposed') throw conflict('sessions.thisSessionIsNot');
    if (session.proposedBy === input.memberId) throw conflict('sessions.theOtherMemberPicks');
    const slot = (await listSlots(tx, [session.id])).find((row) => String(row.id) === input.slotId);
    if (!slot) throw new AppError(errorCodes.validation, 'sessions.thatTimeIsNot');
    if (slot.startsAt.getTime() <= context.now.getTime()) throw conflict('sessions.thatTimeHasPassed');
    await updateSession(tx, session.id, {
      status: 'scheduled',
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      updatedAt: context.now,
    });
    await replaceSlots(tx, session.id, []);
    const scheduled = (await findSession(tx, swap.id, session.id))!;
    await tellBothAboutSession(tx, context, {
      swap,
      session: scheduled,
      change: 'scheduled',
      actorId: input.memberId,
    });
  });
  return listSwapSessions(context.db, input.swapId, input.memberId, context.now);
}

export async function counterPropose(
  context: SessionContext,
  input: { swapId: string; sessionId: string; memberId: string; slots: SlotInput[] },
) {
  await context.db.transaction(async (tx) => {
    const { swap, session } = await startChange(tx, input);
    if (session.status !== 'proposed') throw conflict('sessions.thisSessionIsNot');
    if (session.proposedBy === input.memberId) throw conflict('sessions.youProposedTheseTimes');
    const timeZone = (await findTimeZone(tx, input.memberId)) ?? 'UTC';
    const slots = input.slots.map((slot) => toSlot(slot, timeZone, context.now));
    await updateSession(tx, session.id, { proposedBy: input.memberId, updatedAt: context.now });
    await replaceSlots(tx, session.id, slots);
    await tellAboutProposal(tx, context, {
      swap,
      session,
      recipientId: otherMemberOf(swap, input.memberId),
      actorName: await memberName(tx, input.memberId),
      slots,
    });
  });
  return listSwapSessions(context.db, input.swapId, input.memberId, context.now);
}

export async function rescheduleSession(
  context: SessionContext,
  input: RescheduleSessionInput & { swapId: string; sessionId: string; memberId: string },
) {
  await context.db.transaction(async (tx) => {
    const { swap, session } = await startChange(tx, input);
    if (session.status !== 'scheduled') throw conflict('sessions.onlyAScheduledSession');
    if (endOf(session).getTime() <= context.now.getTime()) throw conflict('sessions.thisSessionHasAlready');
    const timeZone = (await findTimeZone(tx, input.memberId)) ?? 'UTC';
    const slot = toSlot(input, timeZone, context.now);
    await updateSession(tx, session.id, {
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      ...(input.place ? placeColumns(input.place) : {}),
      note: input.reason,
      sequence: session.sequence + 1,
      // The reminders follow the new time.
      reminded24hAt: null,
      reminded1hAt: null,
      updatedAt: context.now,
    });
    const moved = (await findSession(tx, swap.id, session.id))!;
    await tellBothAboutSession(tx, context, {
      swap,
      session: moved,
      change: 'moved',
      actorId: input.memberId,
      reason: input.reason,
    });
  });
  return listSwapSessions(context.db, input.swapId, input.memberId, context.now);
}

export async function cancelSession(
  context: SessionContext,
  input: { swapId: string; sessionId: string; memberId: string; reason: string },
) {
  await context.db.transaction(async (tx) => {
    const { swap, session } = await startChange(tx, input);
    if (session.status === 'cancelled') throw conflict('sessions.thisSessionIsAlready');
    if (session.status === 'scheduled' && endOf(session).getTime() <= context.now.getTime())
      throw conflict('sessions.thisSessionHasAlready');
    const wasScheduled = session.status === 'scheduled';
    await updateSession(tx, session.id, {
      status: 'cancelled',
      note: input.reason,
      sequence: session.sequence + 1,
      updatedAt: context.now,
    });
    await replaceSlots(tx, session.id, []);
    const cancelled = (await findSession(tx, swap.id, session.id))!;
    if (wasScheduled) {
      await tellBothAboutSession(tx, context, {
        swap,
        session: cancelled,
        change: 'cancelled',
        actorId: input.memberId,
        reason: input.reason,
      });
    } else {
      const actorName = await memberName(tx, input.memberId);
      await notify(
        tx,
        { publicUrl: context.publicUrl, now: context.now },
        {
          memberId: otherMemberOf(swap, input.memberId),
          type: 'session_cancelled',
          title: { key: 'sessions.withdrewASessionProposal', values: { name: actorName } },
          body: {
            key: 'sessions.theProposedSessionIs',
            values: { skill: skillTaughtIn(session, swap), reason: input.reason },
          },
          link: swapLink(swap.id),
          swapId: swap.id,
        },
      );
    }
  });
  return listSwapSessions(context.db, input.swapId, input.memberId, context.now);
}

/**
 * A swap cancelled while sessions were planned: every proposal is withdrawn, and every session still to come
 * is cancelled with a CANCEL invitation to both members. Call in the transaction that cancels the swap,
 * after locking it.
 */
export async function cancelSessionsOfSwap(
  tx: DbOrTx,
  context: SessionMailContext,
  input: { swap: SwapRow; actorId: string; reason: string | null },
) {
  const note = input.reason ? `The swap was cancelled: ${input.reason}` : 'The swap was cancelled';
  for (const session of await listSessions(tx, input.swap.id)) {
    const isComing = session.status === 'scheduled' && endOf(session).getTime() > context.now.getTime();
    if (session.status !== 'proposed' && !isComing) continue;
    await updateSession(tx, session.id, {
      status: 'cancelled',
      note,
      sequence: session.sequence + 1,
      updatedAt: context.now,
    });
    await replaceSlots(tx, session.id, []);
    if (!isComing) continue;
    await tellBothAboutSession(tx, context, {
      swap: input.swap,
      session: (await findSession(tx, input.swap.id, session.id))!,
      change: 'cancelled',
      actorId: input.actorId,
      reason: note,
    });
  }
}
