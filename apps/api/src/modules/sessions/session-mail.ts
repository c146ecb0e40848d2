import { formatSessionTime } from '@skillswap/contracts/shared/time-zones';
import type { DbOrTx } from '../../db/client.ts';
import { formatNotification, type NotificationMessage } from '../../lib/i18n/notification-translator.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { escapeHtml, findMemberContact, notify } from '../notifications/index.ts';
import { swapLink, type SwapRow } from '../swaps/index.ts';
import { addressOf, sessionInvite, sessionTitleMessage, skillTaughtIn } from './session-invites.ts';
import { findTimeZone, type SessionRow } from './sessions.repository.ts';

export interface SessionMailContext {
  publicUrl: string;
  /**
   * The From header of mail; invitations name its address as organizer (else no-reply at the site's host).
   */
  mailFrom?: string | undefined;
  now: Date;
}

export const organizerOf = (context: Pick<SessionMailContext, 'publicUrl' | 'mailFrom'>) =>
  context.mailFrom ? addressOf(context.mailFrom) : `no-reply@${new URL(context.publicUrl).hostname}`;

export type SessionChange = 'scheduled' | 'moved' | 'cancelled';

const notificationTypeOf = {
  scheduled: 'session_scheduled',
  moved: 'session_moved',
  cancelled: 'session_cancelled',
} as const;

const memberTimeZone = async (db: DbOrTx, memberId: string) => (await findTimeZone(db, memberId)) ?? 'UTC';

function headline(change: SessionChange, name: string, skill: string): NotificationMessage {
  if (change === 'scheduled') return { key: 'sessions.sessionScheduled', values: { skill } };
  if (change === 'moved') return { key: 'sessions.sessionMoved', values: { name, skill } };
  return { key: 'sessions.sessionCancelled', values: { name, skill } };
}

/**
 * Tells both members of a session that it was scheduled, moved or cancelled: in the app, and by e-mail with
 * the calendar invitation attached (REQUEST, or CANCEL). Calendar mail is not optional, like the event it
 * carries. Call in the transaction of the change.
 */
export async function tellBothAboutSession(
  tx: DbOrTx,
  context: SessionMailContext,
  input: { swap: SwapRow; session: SessionRow; change: SessionChange; actorId: string; reason?: string },
) {
  const { swap, session, change } = input;
  const memberIds = [swap.requesterId, swap.recipientId];
  const contacts = new Map(
    await Promise.all(memberIds.map(async (id) => [id, await findMemberContact(tx, id)] as const)),
  );
  const names = new Map(memberIds.map((id) => [id, contacts.get(id)?.fullName ?? 'A former member']));
  const emails = new Map<string, string>();
  for (const [id, contact] of contacts) if (contact && !contact.isDeleted) emails.set(id, contact.email);
  const swapUrl = new URL(swapLink(swap.id), context.publicUrl).toString();
  const skill = skillTaughtIn(session, swap);
  const actorName = names.get(input.actorId) ?? 'A member';
  const notice = headline(change, actorName, skill);
  // The calendar mail stays English; the notice is written in each member's language.
  const title = formatNotification(notice, 'en');
  const settingsUrl = new URL('/settings', context.publicUrl).toString();
  for (const memberId of memberIds) {
    const email = emails.get(memberId);
    if (!email) continue;
    const when = formatSessionTime(
      session.startsAt!,
      session.durationMinutes!,
      await memberTimeZone(tx, memberId),
    );
    const place = session.placeKind === 'online' ? `Online: ${session.place}` : `In person: ${session.place}`;
    const reasonLine = input.reason ? `Reason: ${input.reason}` : null;
    const body: NotificationMessage = {
      key: 'sessions.sessionNotice',
      values: {
        session: sessionTitleMessage(session, { swap, names, viewerId: memberId }),
        when,
        place: {
          key: session.placeKind === 'online' ? 'sessions.onlinePlace' : 'sessions.inPersonPlace',
          values: { place: session.place },
        },
        reason: input.reason ? { key: 'sessions.reasonLine', values: { reason: input.reason } } : '',
      },
    };
    await notify(
      tx,
      { publicUrl: context.publicUrl, now: context.now },
      {
        memberId,
        type: notificationTypeOf[change],
        title: notice,
        body,
        link: swapLink(swap.id),
        swapId: swap.id,
      },
    );
    // Each member's copy is titled for them (the same event, UID and sequence for both).
    const ics = sessionInvite(session, {
      swap,
      names,
      emails,
      organizerEmail: organizerOf(context),
      swapUrl,
      viewerId: memberId,
    });
    const calendarLine =
      change === 'cancelled'
        ? 'The attached calendar file removes it from your calendar.'
        : 'Open the attached calendar file to add it to your calendar, or update it there.';
    const lines = [
      `Hi ${names.get(memberId)},`,
      '',
      title + '.',
      '',
      `When: ${when}`,
      `Where: ${place}`,
      ...(reasonLine ? [reasonLine] : []),
      '',
      calendarLine,
      '',
      `Open the swap on SkillSwap: ${swapUrl}`,
      `Change your time zone in Settings: ${settingsUrl}`,
    ];
    const placeHtml =
      session.placeKind === 'online'
        ? `Online: <a href="${escapeHtml(session.place)}">${escapeHtml(session.place)}</a>`
        : `In person: ${escapeHtml(session.place)}`;
    const html = [
      `<p>Hi ${escapeHtml(names.get(memberId)!)},</p>`,
      `<p><strong>${escapeHtml(title)}.</strong></p>`,
      `<p>When: ${escapeHtml(when)}<br>Where: ${placeHtml}${reasonLine ? `<br>${escapeHtml(reasonLine)}` : ''}</p>`,
      `<p>${escapeHtml(calendarLine)}</p>`,
      `<p><a href="${escapeHtml(swapUrl)}">Open the swap on SkillSwap: ${escapeHtml(swapUrl)}</a></p>`,
      `<p>Change your time zone in <a href="${escapeHtml(settingsUrl)}">Settings: ${escapeHtml(settingsUrl)}</a></p>`,
    ].join('\n');
    await enqueueMessage(tx, {
      to: email,
      subject: `${title} – SkillSwap`,
      text: lines.join('\n'),
      html,
      attachments: [
        {
          filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics',
          contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
          content: ics,
        },
      ],
    });
  }
}

/** The other member learns a session was proposed (or other times were), in the app and by e-mail. */
export async function tellAboutProposal(
  tx: DbOrTx,
  context: SessionMailContext,
  input: {
    swap: SwapRow;
    session: SessionRow;
    recipientId: string;
    actorName: string;
    slots: { startsAt: Date; durationMinutes: number }[];
  },
) {
  const zone = await memberTimeZone(tx, input.recipientId);
  const times = input.slots.map((slot) => formatSessionTime(slot.startsAt, slot.durationMinutes, zone));
  const skill = skillTaughtIn(input.session, input.swap);
  await notify(
    tx,
    { publicUrl: context.publicUrl, now: context.now },
    {
      memberId: input.recipientId,
      type: 'session_proposed',
      title: { key: 'sessions.proposedTimesForA', values: { name: input.actorName, skill } },
      body: { key: 'sessions.proposedPickOneOn', values: { times: times.join('; ') } },
      link: swapLink(input.swap.id),
      swapId: input.swap.id,
    },
  );
}
