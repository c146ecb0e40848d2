import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  helperMayDo,
  type HelperAction,
  type HelperActionList,
  type HelperAppointment,
  type MyHelpers,
  type RecordedHelperAction,
} from '@skillswap/contracts/member-helpers/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isBlockedEitherWay } from '../blocks/index.ts';
import { assertCoordinator, standingIn } from '../communities/index.ts';
import {
  notify,
  notifyMany,
  type NotificationInput,
  type NotificationMessage,
  type NotifyContext,
} from '../notifications/index.ts';
import {
  coordinatesMember,
  countLiveHelpers,
  findActiveMember,
  findLiveAppointment,
  findLivePair,
  insertAppointment,
  insertHelperAction,
  isSwapMember,
  listActionsBetween,
  listActionsFor,
  listActionsOnSwap,
  listHelpedBy,
  listHelpersInCommunity,
  listHelpersOf,
  revokeAppointment,
  widenConsent,
  type AppointmentRow,
  type HelperActionRow,
} from './member-helpers.repository.ts';
import { textHelpedMember } from './helper-action-text.ts';

/** A member keeps a short list of people they trust to act for them. */
export const maxHelpers = 3;

const iso = (value: Date | string) => new Date(value).toISOString();

function toAppointment(row: AppointmentRow): HelperAppointment {
  return {
    id: row.id,
    member: { id: row.member_id, name: row.member_name },
    helper: { id: row.helper_id, name: row.helper_name },
    appointedBy: { id: row.appointed_by, name: row.appointed_by_name },
    community:
      row.community_slug && row.community_name
        ? { slug: row.community_slug, name: row.community_name }
        : null,
    appointedAt: iso(row.created_at),
    consentedTo: helperMayDo.filter((line) => row.consented_to.includes(line)),
  };
}

function toAction(row: HelperActionRow): HelperAction {
  return {
    id: row.id,
    helper: { id: row.helper_id ?? row.id, name: row.helper_name },
    member: { id: row.member_id, name: row.member_name },
    action: row.action,
    at: iso(row.created_at),
  };
}

export async function listMyHelpers(db: DbOrTx, memberId: string): Promise<MyHelpers> {
  const [helpers, helping] = await Promise.all([listHelpersOf(db, memberId), listHelpedBy(db, memberId)]);
  return { helpers: helpers.map(toAppointment), helping: helping.map(toAppointment) };
}

/**
 * What both are told when a helper is appointed, or when the member agrees again to what the consent screen
 * now lists (ADR 195): what the helper may do, in words.
 */
function appointmentNotices(
  input: { memberId: string; helperId: string; memberName: string; helperName: string },
  isNew: boolean,
): NotificationInput[] {
  const { memberName: member, helperName: helper } = input;
  return [
    {
      memberId: input.helperId,
      type: 'helper_activity' as const,
      title: isNew
        ? { key: 'memberHelpers.madeYouTheirHelper', values: { member } }
        : { key: 'memberHelpers.agreedToMoreHelp', values: { member } },
      body: { key: 'memberHelpers.youMayNowAct', values: { member } },
      link: '/settings#helpers',
    },
    {
      memberId: input.memberId,
      type: 'helper_activity' as const,
      title: isNew
        ? { key: 'memberHelpers.isNowYourHelper', values: { helper } }
        : { key: 'memberHelpers.mayNowDoMore', values: { helper } },
      body: { key: 'memberHelpers.mayActForYou', values: { helper } },
      link: '/settings#helpers',
    },
  ];
}

interface Appointment {
  memberId: string;
  helperId: string;
  /** The member themselves, or the coordinator who appoints for them. */
  appointedBy: string;
  communityId: string | null;
}

/**
 * Appoints a helper (ADR 179), in the caller's transaction: both must be active, not blocking each other, the
 * member below `maxHelpers`. Audited, and both are told.
 */
export async function appointHelper(
  tx: DbOrTx,
  context: NotifyContext & { audit: AuditContext },
  input: Appointment,
): Promise<HelperAppointment> {
  if (input.memberId === input.helperId) {
    throw new AppError(errorCodes.validation, 'memberHelpers.aMemberCannotBe');
  }
  const [member, helper] = await Promise.all([
    findActiveMember(tx, input.memberId),
    findActiveMember(tx, input.helperId),
  ]);
  if (!member || !helper) throw notFound('common.memberNotFound');
  if (await isBlockedEitherWay(tx, input.memberId, input.helperId)) {
    throw new AppError(errorCodes.memberBlocked, 'memberHelpers.oneOfYouHas');
  }
  const live = await findLivePair(tx, input.memberId, input.helperId);
  if (live) return agreeAgain(tx, context, { ...input, appointment: live });
  if ((await countLiveHelpers(tx, input.memberId)) >= maxHelpers) {
    throw new AppError(errorCodes.conflict, 'memberHelpers.aMemberHasAt');
  }
  const id = await insertAppointment(tx, { ...input, consentedTo: helperMayDo, now: context.now });
  if (!id) throw new AppError(errorCodes.conflict, 'memberHelpers.thisMemberIsAlready');
  await recordAuditEvent(tx, {
    event: 'helper_appointed',
    userId: input.memberId,
    actorId: input.appointedBy,
    details: { helperId: input.helperId, communityId: input.communityId },
    ...context.audit,
  });
  await notifyMany(
    tx,
    context,
    appointmentNotices({ ...input, memberName: member.name, helperName: helper.name }, true),
  );
  return toAppointment((await findLiveAppointment(tx, id))!);
}

/**
 * The member agrees again to a helper they already have (ADR 195): an appointment made before the consent
 * screen listed direct messages, sessions and the board now covers every line of it. Audited; both are told.
 * When it already covered everything, nothing changes (409, as for any second appointment).
 */
async function agreeAgain(
  tx: DbOrTx,
  context: NotifyContext & { audit: AuditContext },
  input: Appointment & { appointment: AppointmentRow },
): Promise<HelperAppointment> {
  const { appointment } = input;
  if (!(await widenConsent(tx, { id: appointment.id, consentedTo: helperMayDo }))) {
    throw new AppError(errorCodes.conflict, 'memberHelpers.thisMemberIsAlready');
  }
  await recordAuditEvent(tx, {
    event: 'helper_consent_widened',
    userId: input.memberId,
    actorId: input.appointedBy,
    details: { helperId: input.helperId, appointmentId: appointment.id, consentedTo: [...helperMayDo] },
    ...context.audit,
  });
  await notifyMany(
    tx,
    context,
    appointmentNotices(
      { ...input, memberName: appointment.member_name, helperName: appointment.helper_name },
      false,
    ),
  );
  return toAppointment((await findLiveAppointment(tx, appointment.id))!);
}

/**
 * Ends an appointment: the member, the helper, or a coordinator of a community the member is active in may.
 * Anyone else is told it does not exist. Audited; both are told.
 */
export async function revokeHelper(
  tx: DbOrTx,
  context: NotifyContext & { audit: AuditContext },
  input: { appointmentId: string; actorId: string },
): Promise<void> {
  const appointment = await findLiveAppointment(tx, input.appointmentId);
  if (!appointment) throw notFound('memberHelpers.helperAppointmentNotFound');
  const isParty = input.actorId === appointment.member_id || input.actorId === appointment.helper_id;
  if (!isParty && !(await coordinatesMember(tx, input.actorId, appointment.member_id))) {
    throw notFound('memberHelpers.helperAppointmentNotFound');
  }
  if (!(await revokeAppointment(tx, { id: appointment.id, revokedBy: input.actorId, now: context.now }))) {
    throw notFound('memberHelpers.helperAppointmentNotFound');
  }
  await recordAuditEvent(tx, {
    event: 'helper_revoked',
    userId: appointment.member_id,
    actorId: input.actorId,
    details: { helperId: appointment.helper_id, appointmentId: appointment.id },
    ...context.audit,
  });
  await notifyMany(tx, context, [
    {
      memberId: appointment.member_id,
      type: 'helper_activity',
      title: { key: 'memberHelpers.isNoLongerYour', values: { helper: appointment.helper_name } },
      body: { key: 'memberHelpers.canNoLongerAct', values: { helper: appointment.helper_name } },
      link: '/settings#helpers',
    },
    {
      memberId: appointment.helper_id,
      type: 'helper_activity',
      title: { key: 'memberHelpers.youAreNoLonger', values: { member: appointment.member_name } },
      body: { key: 'memberHelpers.youCanNoLonger', values: { member: appointment.member_name } },
      link: '/settings#helpers',
    },
  ]);
}

/** The community's members' helpers, for its coordinators (who may end any of them). */
export async function listCommunityHelpers(
  db: DbOrTx,
  input: { viewerId: string; slug: string },
): Promise<MyHelpers> {
  const standing = await standingIn(db, input.slug, input.viewerId);
  assertCoordinator(standing);
  const rows = await listHelpersInCommunity(db, standing.community.id);
  return { helpers: rows.map(toAppointment), helping: [] };
}

/**
 * What each helper action is called in the member's notice, a message of the notification catalogues; the
 * web app names them from its own keys (`memberHelpers.action.*`).
 */
export const actionPhrases: Record<RecordedHelperAction, NotificationMessage> = {
  createSwapRequest: { key: 'memberHelpers.sentASwapRequest' },
  updateSwapRequest: { key: 'memberHelpers.changedASwapRequest' },
  acceptSwap: { key: 'memberHelpers.acceptedASwap' },
  declineSwap: { key: 'memberHelpers.declinedASwap' },
  cancelSwap: { key: 'memberHelpers.cancelledASwap' },
  confirmSwap: { key: 'memberHelpers.confirmedTheHoursOf' },
  disputeSwap: { key: 'memberHelpers.disputedASwap' },
  sendMessage: { key: 'memberHelpers.sentAMessageIn' },
  openDirectConversation: { key: 'memberHelpers.wroteAFirstMessage' },
  replyDirect: { key: 'memberHelpers.sentADirectMessage' },
  proposeSession: { key: 'memberHelpers.proposedASessionTime' },
  acceptSlot: { key: 'memberHelpers.acceptedASessionTime' },
  counterPropose: { key: 'memberHelpers.proposedOtherSessionTimes' },
  rescheduleSession: { key: 'memberHelpers.movedASession' },
  cancelSession: { key: 'memberHelpers.cancelledASession' },
  createBoardPost: { key: 'memberHelpers.postedOnTheBoard' },
  renewBoardPost: { key: 'memberHelpers.renewedABoardPost' },
  closeBoardPost: { key: 'memberHelpers.closedABoardPost' },
  reopenBoardPost: { key: 'memberHelpers.reopenedABoardPost' },
  respondToBoardPost: { key: 'memberHelpers.answeredABoardPost' },
};

/** The actions that are written down: each write a helper may make, but marking a thread read. */
export const isRecordedAction = (action: string): action is RecordedHelperAction => action in actionPhrases;

/**
 * What a helper's action touched (ADR 195): a swap (shown on its page to both its members), a direct
 * conversation or a board post.
 */
export interface HelperActionSubject {
  kind: 'swap' | 'conversation' | 'post';
  id: string;
}

const subjectPages: Record<HelperActionSubject['kind'], (id: string) => string> = {
  swap: (id) => `/swaps/${id}`,
  conversation: (id) => `/messages/direct/${id}`,
  post: (id) => `/board/${id}`,
};

/**
 * Writes down what a helper did for a member (ADR 179): kept for both to read (and the swap's other member),
 * audited, and the member is told — in the app, and by mail when they have an address, else by text when
 * the install sends texts and they have a number (ADR 199), else on their next paper statement — with a
 * link to what it touched.
 */
export async function recordHelperAction(
  tx: DbOrTx,
  context: NotifyContext & { audit: AuditContext; isSmsConfigured: boolean },
  input: {
    memberId: string;
    helper: { id: string; name: string };
    action: RecordedHelperAction;
    subject: HelperActionSubject | null;
  },
): Promise<void> {
  const { subject } = input;
  const swapId = subject?.kind === 'swap' ? subject.id : null;
  await insertHelperAction(tx, {
    memberId: input.memberId,
    helperId: input.helper.id,
    helperName: input.helper.name,
    action: input.action,
    swapId,
    now: context.now,
  });
  await recordAuditEvent(tx, {
    event: 'helper_action',
    userId: input.memberId,
    actorId: input.helper.id,
    details: {
      action: input.action,
      swapId,
      ...(subject && subject.kind !== 'swap' ? { [`${subject.kind}Id`]: subject.id } : {}),
    },
    ...context.audit,
  });
  const link = subject ? subjectPages[subject.kind](subject.id) : '/settings#helpers';
  await notify(tx, context, {
    memberId: input.memberId,
    type: 'helper_activity',
    title: { key: 'memberHelpers.actedForYou', values: { helper: input.helper.name } },
    body: {
      key: 'memberHelpers.whatDidForYou',
      values: { helper: input.helper.name, action: actionPhrases[input.action] },
    },
    link,
  });
  await textHelpedMember(tx, context, {
    memberId: input.memberId,
    helperName: input.helper.name,
    phrase: actionPhrases[input.action],
    link,
  });
}

/** What helpers did on a swap, for its two members. */
export async function listSwapHelperActions(
  db: DbOrTx,
  input: { viewerId: string; swapId: string },
): Promise<HelperActionList> {
  if (!(await isSwapMember(db, input.swapId, input.viewerId))) throw notFound('common.swapNotFound');
  return { items: (await listActionsOnSwap(db, input.swapId)).map(toAction) };
}

/** What helpers did for the member in a month, oldest first, each in the words of its notice (ADR 199). */
export async function listHelperActionsBetween(
  db: DbOrTx,
  memberId: string,
  period: { from: Date; to: Date },
): Promise<Array<{ at: Date; helperName: string; phrase: NotificationMessage | string }>> {
  return (await listActionsBetween(db, memberId, period)).map((row) => ({
    at: new Date(row.created_at),
    helperName: row.helper_name,
    phrase: isRecordedAction(row.action) ? actionPhrases[row.action] : row.action,
  }));
}

/** What helpers did for the member, newest first. */
export async function listMyHelperActions(db: DbOrTx, memberId: string): Promise<HelperActionList> {
  return { items: (await listActionsFor(db, memberId)).map(toAction) };
}
