import {
  emailNotificationTypes,
  emailNotificationTypeList,
  type EmailNotificationType,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationType,
  type UpdateNotificationPreferencesInput,
} from '@skillswap/contracts/notifications/schemas';
import { defaultLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { pushCategoryOf } from '@skillswap/contracts/notifications/push';
import { mailTranslator } from '../../lib/i18n/mail-translator.ts';
import { formatNotification, type NotificationMessage } from '../../lib/i18n/notification-translator.ts';
import { enqueueMessage, enqueueMessages, type OutgoingMessage } from '../../lib/outbox.ts';
import { queuePushDeliveries } from './push/push.repository.ts';
import {
  countUnread,
  findEmailPreferences,
  findNotifyRecipient,
  findNotifyRecipients,
  insertNotification,
  insertNotifications,
  listNotifications,
  markRead,
  saveEmailPreferences,
  unreadCheckKey,
  type NotifyRecipientRow,
} from './notifications.repository.ts';

export type { NotificationMessage };

export interface NotifyContext {
  /** Origin of the web app, for links in e-mail. */
  publicUrl: string;
  now: Date;
}

export interface NotificationInput {
  memberId: string;
  type: NotificationType;
  /** A key of the notification catalogues and its values, put into the recipient's words when stored. */
  title: NotificationMessage;
  body: NotificationMessage;
  /** Path in the web app, e.g. /swaps/<id>. */
  link?: string;
  swapId?: string;
  /**
   * Skip the e-mail when the member still has an unread one of this type about this swap (chatty threads).
   */
  isEmailOncePerUnread?: boolean;
  /**
   * A chat message: mailed as the member chose (ADR 168): at once (`instant`), or left for the grouped mail
   * of its conversation once it has stayed unread past the delay (`grouped`, the default).
   */
  isChatMessage?: boolean;
}

/** What `notify` reads about its member, for a caller that reads it early (before a lock it then holds). */
export type NotifyRecipient = NotifyRecipientRow | null;

/** Reads a member's `NotifyRecipient`, to pass to `notify` later in the same transaction. */
export const readNotifyRecipient = (db: DbOrTx, memberId: string) => findNotifyRecipient(db, memberId, null);

/** Text made safe to place in an HTML mail: member-written text goes in as text, never as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const isEmailType = (type: NotificationType): type is EmailNotificationType => type in emailNotificationTypes;

/**
 * Tells a member something: always in the app, by push to the devices that take its category, and by e-mail
 * through the outbox when the member wants that type by e-mail. Pass the transaction of the change it
 * reports, so both commit or neither. `recipient`, read earlier in that transaction (`readNotifyRecipient`,
 * or `notifyRecipientJsonSql` in a statement of the caller's), spares a round trip; with
 * `isEmailOncePerUnread` only when it was read with the same thread's unread check.
 */
export async function notify(
  db: DbOrTx,
  context: NotifyContext,
  input: NotificationInput,
  recipient?: NotifyRecipient | null,
): Promise<void> {
  const unreadAbout =
    input.isEmailOncePerUnread && input.swapId ? { swapId: input.swapId, type: input.type } : null;
  // A recipient read earlier serves unless this notice needs the thread's unread check and it was not read
  // with that check (`readNotifyRecipient` reads none; `notifyRecipientJsonSql` with one reads it).
  const isReadFitting =
    recipient !== undefined && (!unreadAbout || recipient?.unreadCheckedFor === unreadCheckKey(unreadAbout));
  const contact = isReadFitting ? recipient : await findNotifyRecipient(db, input.memberId, unreadAbout);
  if (!contact || contact.isDeleted) return;
  // Written in the recipient's language (ADR 217), so the list, the push and the e-mail all speak it.
  const language = contact.language ?? defaultLanguage;
  const title = formatNotification(input.title, language);
  const body = formatNotification(input.body, language);
  const emailType =
    isEmailType(input.type) && !contact.emailDisabled.includes(input.type) ? input.type : null;
  const isGrouped = input.isChatMessage === true && contact.messageEmail === 'grouped';
  const notificationId = await insertNotification(db, {
    memberId: input.memberId,
    type: input.type,
    title,
    body,
    link: input.link ?? null,
    swapId: input.swapId ?? null,
    createdAt: context.now,
    emailPending: isGrouped && emailType !== null,
  });
  // Push is a delivery channel of the notification just written (ADR 105): queued in the same transaction.
  const pushCategory = pushCategoryOf[input.type];
  if (contact.hasPushDevice && pushCategory) {
    await queuePushDeliveries(db, {
      notificationId,
      memberId: input.memberId,
      category: pushCategory,
      now: context.now,
    });
  }
  if (!emailType || isGrouped || contact.hasUnreadAbout) return;
  await queueNotificationMail(db, {
    to: { email: contact.email, fullName: contact.fullName, language },
    type: emailType,
    subject: title,
    paragraphs: [body],
    link: input.link,
    publicUrl: context.publicUrl,
  });
}

/**
 * Queues a notification's e-mail in the outbox: the greeting, the paragraphs, a link to open, and the footer.
 */
export async function queueNotificationMail(db: DbOrTx, mail: NotificationMail): Promise<void> {
  await enqueueMessage(db, notificationMessage(mail));
}

interface NotificationMail {
  to: { email: string; fullName: string; language: Language };
  type: EmailNotificationType;
  subject: string;
  paragraphs: string[];
  link: string | null | undefined;
  publicUrl: string;
}

function notificationMessage(mail: NotificationMail): OutgoingMessage {
  const url = new URL(mail.link ?? '/', mail.publicUrl).toString();
  const settingsUrl = new URL('/settings', mail.publicUrl).toString();
  const t = mailTranslator(mail.to.language);
  const greeting = t('notification.greeting', { name: mail.to.fullName });
  const open = t('notification.open');
  const typeName = t(`notification.type.${mail.type}`);
  const footer = t('notification.footer', { type: typeName, settings: t('notification.settings') });
  return {
    to: mail.to.email,
    subject: mail.subject,
    text: [
      greeting,
      '',
      ...mail.paragraphs.flatMap((p) => [p, '']),
      `${open}: ${url}`,
      '',
      `${footer}: ${settingsUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}: ${escapeHtml(url)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(footer)}: <a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a></p>`,
    ].join('\n'),
  };
}

/**
 * Tells several members at once, as `notify` tells one (in the app, by push, by e-mail as each chose), in a
 * few statements instead of a few per member: a group exchange tells everyone in it. Not for chat messages or
 * swap-thread mails (`isChatMessage`, `isEmailOncePerUnread`): those go through `notify`.
 */
export async function notifyMany(
  db: DbOrTx,
  context: NotifyContext,
  inputs: NotificationInput[],
): Promise<void> {
  const contacts = await findNotifyRecipients(db, [...new Set(inputs.map((input) => input.memberId))]);
  const told = inputs.flatMap((input) => {
    const contact = contacts.get(input.memberId);
    if (!contact || contact.isDeleted) return [];
    const language = contact.language ?? defaultLanguage;
    return [
      {
        input,
        contact,
        language,
        title: formatNotification(input.title, language),
        body: formatNotification(input.body, language),
      },
    ];
  });
  const ids = await insertNotifications(
    db,
    told.map(({ input, title, body }) => ({
      memberId: input.memberId,
      type: input.type,
      title,
      body,
      link: input.link ?? null,
      swapId: input.swapId ?? null,
      createdAt: context.now,
      emailPending: false,
    })),
  );
  for (const [index, { input, contact }] of told.entries()) {
    const pushCategory = pushCategoryOf[input.type];
    if (contact.hasPushDevice && pushCategory) {
      await queuePushDeliveries(db, {
        notificationId: ids[index]!,
        memberId: input.memberId,
        category: pushCategory,
        now: context.now,
      });
    }
  }
  await enqueueMessages(
    db,
    told.flatMap(({ input, contact, language, title, body }) =>
      isEmailType(input.type) && !contact.emailDisabled.includes(input.type)
        ? [
            notificationMessage({
              to: { email: contact.email, fullName: contact.fullName, language },
              type: input.type,
              subject: title,
              paragraphs: [body],
              link: input.link,
              publicUrl: context.publicUrl,
            }),
          ]
        : [],
    ),
  );
}

export async function listMemberNotifications(
  db: DbOrTx,
  memberId: string,
  query: { cursor?: number | undefined; limit: number; unreadOnly?: boolean },
): Promise<NotificationPage> {
  const rows = await listNotifications(db, memberId, {
    before: query.cursor ?? null,
    limit: query.limit + 1,
    unreadOnly: query.unreadOnly ?? false,
  });
  const items = rows.slice(0, query.limit).map((row) => ({
    id: String(row.id),
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    items,
    unread: await countUnread(db, memberId),
    nextCursor: rows.length > query.limit ? (items[items.length - 1]?.id ?? null) : null,
  };
}

export async function countUnreadNotifications(db: DbOrTx, memberId: string): Promise<number> {
  return countUnread(db, memberId);
}

export async function markNotificationsRead(
  db: DbOrTx,
  memberId: string,
  ids: string[] | undefined,
  at: Date,
): Promise<number> {
  await markRead(db, memberId, ids ? ids.map(Number) : null, at);
  return countUnread(db, memberId);
}

export async function getNotificationPreferences(
  db: DbOrTx,
  memberId: string,
): Promise<NotificationPreferences> {
  const stored = await findEmailPreferences(db, memberId);
  const disabled = new Set(stored.emailDisabled);
  return {
    messageEmail: disabled.has('message_received') ? 'none' : stored.messageEmail,
    email: Object.fromEntries(
      emailNotificationTypeList.map((type) => [type, !disabled.has(type)]),
    ) as NotificationPreferences['email'],
  };
}

export async function updateNotificationPreferences(
  db: DbOrTx,
  memberId: string,
  input: UpdateNotificationPreferencesInput,
  at: Date,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const stored = await findEmailPreferences(tx, memberId);
    const current = await getNotificationPreferences(tx, memberId);
    const next = { ...current.email, ...input.email };
    // "none" is the message_received switch turned off; instant and grouped turn it on and choose how.
    if (input.messageEmail) next.message_received = input.messageEmail !== 'none';
    const messageEmail =
      input.messageEmail && input.messageEmail !== 'none' ? input.messageEmail : stored.messageEmail;
    const disabled = emailNotificationTypeList.filter((type) => !next[type]);
    await saveEmailPreferences(tx, memberId, { emailDisabled: disabled, messageEmail }, at);
    return { messageEmail: next.message_received ? messageEmail : 'none', email: next };
  });
}
