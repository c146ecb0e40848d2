// Hosting workshops (ADR 94): whether a member may host yet (the step they still have to take), and creating
// a workshop, an Elite member's included.
import { randomBytes } from 'node:crypto';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { wallClockToUtc } from '@skillswap/contracts/shared/time-zones';
import {
  type CreateEliteWorkshopInput,
  type CreateWorkshopInput,
  type HostingStep,
} from '@skillswap/contracts/workshops/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, englishOf, forbidden, notFound, type ErrorKey } from '../../lib/errors.ts';
import { workshopCommunity } from '../communities/index.ts';
import { hasTaughtInCompletedSwap } from '../ledger/index.ts';
import { getTimeZoneSetting } from '../sessions/index.ts';
import { findMemberCards } from '../swaps/index.ts';
import { getWorkshopDetail } from './workshop-views.ts';
import { insertWorkshop, hasVerifiedEmail } from './workshops.repository.ts';
import { type WorkshopContext } from './workshop-context.ts';

const hostingRefusals: Record<HostingStep, ErrorKey> = {
  verify_email: 'workshops.hostingWorkshopsOpensOnce',
  teach_a_swap: 'workshops.hostingWorkshopsOpensOnceYou',
};

/**
 * What the member must do before they may host, or null when they may (product rules R8.4: a confirmed
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
  return step ? englishOf({ key: hostingRefusals[step] }) : null;
}

function generatedMeetingLink() {
  return `https://meet.jit.si/skillswap-${randomBytes(9).toString('base64url')}`;
}

function toWorkshopValues(input: Omit<CreateWorkshopInput, 'communitySlug'>, timeZone: string, now: Date) {
  const startsAt = wallClockToUtc(input.date, input.startTime, timeZone);
  if (!startsAt)
    throw new AppError(errorCodes.validation, 'common.timeSkippedByClocks', {
      values: { date: input.date, time: input.startTime, zone: timeZone },
    });
  if (startsAt.getTime() <= now.getTime()) throw new AppError(errorCodes.validation, 'common.chooseATimeIn');
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
  const step = await findHostingStep(context.db, hostId);
  if (step) throw forbidden(hostingRefusals[step]);
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
  if (!host || host.isDeleted) throw notFound('workshops.noMemberWithThat');
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
