import type { NotificationType } from '@skillswap/contracts/notifications/schemas';
import { formatSessionTime } from '@skillswap/contracts/shared/time-zones';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import {
  escapeHtml,
  findMemberContact,
  notify,
  type NotificationMessage,
  type NotifyRecipient,
} from '../notifications/index.ts';
import { getTimeZoneSetting } from '../sessions/index.ts';
import { organizerAddress, workshopInvite } from './workshop-invite.ts';
import type { WorkshopRow } from './workshops.repository.ts';

export interface WorkshopMailContext {
  publicUrl: string;
  mailFrom?: string | undefined;
  now: Date;
}

export const workshopLink = (workshopId: string) => `/workshops/${workshopId}`;

async function whenFor(db: DbOrTx, workshop: WorkshopRow, memberId: string) {
  const { timeZone } = await getTimeZoneSetting(db, memberId);
  return formatSessionTime(workshop.startsAt, workshop.durationMinutes, timeZone);
}

/**
 * Tells a member something about a workshop in the app (and by e-mail when they take that type by mail).
 * `recipient` is what `readNotifyRecipient` read about them earlier in the transaction, when it was.
 */
export async function tellMember(
  tx: DbOrTx,
  context: WorkshopMailContext,
  input: {
    memberId: string;
    workshop: WorkshopRow;
    type: NotificationType;
    title: NotificationMessage;
    body: NotificationMessage;
  },
  recipient?: NotifyRecipient,
) {
  await notify(
    tx,
    { publicUrl: context.publicUrl, now: context.now },
    {
      memberId: input.memberId,
      type: input.type,
      title: input.title,
      body: input.body,
      link: workshopLink(input.workshop.id),
    },
    recipient,
  );
}

/**
 * Mails a seat's calendar invitation (REQUEST when seated, CANCEL when the seat or the workshop is gone).
 * Calendar mail is not optional, like the event it carries. Call in the transaction of the change.
 */
export async function mailSeatInvitation(
  tx: DbOrTx,
  context: WorkshopMailContext,
  input: {
    workshop: WorkshopRow;
    bookingId: string;
    learnerId: string;
    hostName: string;
    isCancelled: boolean;
    reason?: string;
    /** The learner's address and name when read earlier in the transaction. */
    contact?: { email: string; fullName: string; isDeleted: boolean } | null;
  },
) {
  const contact = input.contact !== undefined ? input.contact : await findMemberContact(tx, input.learnerId);
  if (!contact || contact.isDeleted) return;
  const { workshop } = input;
  const pageUrl = new URL(workshopLink(workshop.id), context.publicUrl).toString();
  const when = await whenFor(tx, workshop, input.learnerId);
  const ics = workshopInvite({
    workshop,
    bookingId: input.bookingId,
    attendee: { name: contact.fullName, email: contact.email },
    seatLabel: `Your seat: booking ${input.bookingId}`,
    hostName: input.hostName,
    organizerEmail: organizerAddress(context.mailFrom, context.publicUrl),
    pageUrl,
    isCancelled: input.isCancelled,
    sequence: input.isCancelled ? 1 : 0,
  });
  const headline = input.isCancelled
    ? `Your seat at "${workshop.title}" is cancelled`
    : `Your seat at "${workshop.title}" is booked`;
  const lines = [
    `Hi ${contact.fullName},`,
    '',
    `${headline}.`,
    `When: ${when}`,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
    '',
    input.isCancelled
      ? 'The attached calendar file removes it from your calendar.'
      : 'Open the attached calendar file to add it to your calendar.',
    '',
    `The workshop on SkillSwap: ${pageUrl}`,
  ];
  await enqueueMessage(tx, {
    to: contact.email,
    subject: `${headline} – SkillSwap`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    attachments: [
      {
        filename: input.isCancelled ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${input.isCancelled ? 'CANCEL' : 'REQUEST'}`,
        content: ics,
      },
    ],
  });
}

export { whenFor };
