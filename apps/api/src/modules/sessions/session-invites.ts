import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { formatNotification, type NotificationMessage } from '../../lib/i18n/notification-translator.ts';
import type { SwapRow } from '../swaps/index.ts';
import type { SessionRow } from './sessions.repository.ts';
import { withOwnLines } from './ics-lines.ts';

/** What an invitation says about a session besides its row: who, what, and where to find it in the app. */
export interface InviteContext {
  swap: SwapRow;
  names: Map<string, string>;
  /** Both members' e-mail addresses, when the invitation is mailed to them. */
  emails?: Map<string, string>;
  organizerEmail: string;
  swapUrl: string;
  /** The member whose calendar the event goes to: the title names the other member, never them. */
  viewerId?: string;
}

/** The skill taught in a session: the requester teaches what they offered, the recipient what was asked. */
export const skillTaughtIn = (session: SessionRow, swap: SwapRow) =>
  session.teacherId === swap.requesterId ? swap.offeredSkill : swap.requestedSkill;

/** Reminders a calendar shows before a session: a day and a quarter of an hour before (seconds). */
export const inviteReminderSeconds = [24 * 60 * 60, 15 * 60] as const;

export const sessionUid = (sessionId: string) => `session-${sessionId}@skillswap`;

/**
 * A session's title as one member reads it: the learner's "Guitar with Ben Carter", the teacher's "Teaching
 * Guitar to Ana Lima" (Ben's own calendar never says "with Ben Carter").
 */
export function sessionTitleMessage(
  session: SessionRow,
  context: Pick<InviteContext, 'swap' | 'names' | 'viewerId'>,
): NotificationMessage {
  const skill = skillTaughtIn(session, context.swap);
  const { swap, names, viewerId } = context;
  const nameOf = (id: string) => names.get(id) ?? { key: 'common.aMember' as const };
  if (viewerId === session.teacherId) {
    const learnerId = session.teacherId === swap.requesterId ? swap.recipientId : swap.requesterId;
    return { key: 'sessions.teachingTo', values: { skill, name: nameOf(learnerId) } };
  }
  return { key: 'sessions.learningWith', values: { skill, name: nameOf(session.teacherId) } };
}

/** The title in English, as a calendar file carries it. */
export const sessionTitle = (
  session: SessionRow,
  context: Pick<InviteContext, 'swap' | 'names' | 'viewerId'>,
) => formatNotification(sessionTitleMessage(session, context), 'en');

/**
 * A name as an iCalendar parameter value (CN). RFC 5545 quotes a parameter but allows no DQUOTE inside the
 * quotes, and ical-generator writes `\"`, which parsers read as the quote's end and drop the whole ATTENDEE
 * line. RFC 6868 spells `"` as `^'` and `^` as `^^`; the other characters (`;`, `:`, `,`) are safe inside
 * the quotes ical-generator adds.
 */
const asParameterValue = (name: string) => name.replace(/\^/g, '^^').replace(/"/g, "^'");

function addEvent(
  calendar: ReturnType<typeof ical>,
  session: SessionRow,
  context: InviteContext,
  isCancelled: boolean,
) {
  const startsAt = session.startsAt!;
  const placeLine =
    session.placeKind === 'online' ? `Online: ${session.place}` : `In person: ${session.place}`;
  const event = calendar.createEvent({
    id: sessionUid(session.id),
    sequence: session.sequence,
    start: startsAt,
    end: new Date(startsAt.getTime() + session.durationMinutes! * 60_000),
    stamp: session.updatedAt,
    summary: sessionTitle(session, context),
    description: `${placeLine}\nThe swap on SkillSwap: ${context.swapUrl}${session.note ? `\nNote: ${session.note}` : ''}`,
    location: session.place,
    status: isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'SkillSwap', email: context.organizerEmail },
  });
  if (!isCancelled) {
    for (const trigger of inviteReminderSeconds)
      event.createAlarm({ type: ICalAlarmType.display, trigger, description: event.summary() });
  }
  if (context.emails) {
    for (const memberId of [context.swap.requesterId, context.swap.recipientId]) {
      const email = context.emails.get(memberId);
      if (!email) continue;
      event.createAttendee({
        email,
        name: asParameterValue(context.names.get(memberId) ?? email),
        role: ICalAttendeeRole.REQ,
        status: isCancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      });
    }
  }
}

/** The link a calendar opens from the event: the meeting itself when online, else the swap on SkillSwap. */
const eventLink = (session: SessionRow, context: InviteContext) =>
  session.placeKind === 'online' ? session.place : context.swapUrl;

/**
 * One session as an iCalendar file. Mailed to both members (their addresses as ATTENDEEs) it is a scheduling
 * message, RFC 5546: METHOD REQUEST while it stands (each move raises its SEQUENCE under the same UID, so
 * calendars update the event in place), CANCEL once cancelled. Downloaded with "Add to calendar" it names no
 * attendee, and a REQUEST without one is malformed: it is published (METHOD PUBLISH), a copy of the event.
 */
export function sessionInvite(session: SessionRow, context: InviteContext): string {
  const isCancelled = session.status === 'cancelled';
  const isMailed = context.emails !== undefined;
  const method = !isMailed
    ? ICalCalendarMethod.PUBLISH
    : isCancelled
      ? ICalCalendarMethod.CANCEL
      : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'SkillSwap', product: 'Sessions', language: 'EN' }, method });
  addEvent(calendar, session, context, isCancelled);
  return withOwnLines(calendar.toString(), {
    name: 'SkillSwap',
    links: new Map([[sessionUid(session.id), eventLink(session, context)]]),
  });
}

/** A member's private feed: their upcoming sessions, published read-only. */
export function sessionFeed(
  entries: { session: SessionRow; context: InviteContext }[],
  memberName: string,
): string {
  const calendar = ical({
    prodId: { company: 'SkillSwap', product: 'Sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const entry of entries) addEvent(calendar, entry.session, entry.context, false);
  return withOwnLines(calendar.toString(), {
    name: `SkillSwap sessions of ${memberName}`,
    links: new Map(
      entries.map(({ session, context }) => [sessionUid(session.id), eventLink(session, context)]),
    ),
  });
}

/** The address part of a From header such as "SkillSwap <no-reply@skillswap.example>". */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
