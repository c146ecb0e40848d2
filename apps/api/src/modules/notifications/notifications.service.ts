import {
  emailNotificationTypes,
  emailNotificationTypeList,
  type EmailNotificationType,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationType,
  type UpdateNotificationPreferencesInput,
} from '@skillswap/contracts/notifications';
import { defaultLanguage } from '@skillswap/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { pushCategoryOf } from '@skillswap/contracts/push';
import { mailTranslator } from '../../lib/i18n/mail-translator.ts';
import { translateNotification } from '../../lib/i18n/notification-translator.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { queuePushDeliveries } from './push/push.repository.ts';
import {
  countUnread,
  findEmailDisabled,
  findNotifyRecipient,
  insertNotification,
  listNotifications,
  markRead,
  saveEmailDisabled,
} from './notifications.repository.ts';

export interface NotifyContext {
  /** Origin of the web app, for links in e-mail. */
  publicUrl: string;
  now: Date;
}

export interface NotificationInput {
  memberId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** Path in the web app, e.g. /swaps/<id>. */
  link?: string;
  swapId?: string;
  /** Skip the e-mail when the member still has an unread one of this type about this swap (chatty threads). */
  isEmailOncePerUnread?: boolean;
}

/** Text made safe to place in an HTML mail: member-written text goes in as text, never as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const isEmailType = (type: NotificationType): type is EmailNotificationType => type in emailNotificationTypes;

/**
 * Tells a member something: always in the app, by push to the devices that take its category, and by e-mail
 * through the outbox when the member wants that type by e-mail. Pass the transaction of the change it reports, so both commit or neither.
 */
export async function notify(db: DbOrTx, context: NotifyContext, input: NotificationInput): Promise<void> {
  const contact = await findNotifyRecipient(
    db,
    input.memberId,
    input.isEmailOncePerUnread && input.swapId ? { swapId: input.swapId, type: input.type } : null,
  );
  if (!contact || contact.isDeleted) return;
  // Written in the recipient's language (ADR 126), so the list, the push and the e-mail all speak it.
  const language = contact.language ?? defaultLanguage;
  const title = translateNotification(input.title, language);
  const body = translateNotification(input.body, language);
  const notificationId = await insertNotification(db, {
    memberId: input.memberId,
    type: input.type,
    title,
    body,
    link: input.link ?? null,
    swapId: input.swapId ?? null,
    createdAt: context.now,
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
  if (!isEmailType(input.type) || contact.hasUnreadAbout) return;
  if (contact.emailDisabled.includes(input.type)) return;
  const url = new URL(input.link ?? '/', context.publicUrl).toString();
  const settingsUrl = new URL('/settings', context.publicUrl).toString();
  const t = mailTranslator(language);
  const greeting = t('notification.greeting', { name: contact.fullName });
  const open = t('notification.open');
  const typeName = t(`notification.type.${input.type}`);
  const footer = t('notification.footer', { type: typeName, settings: t('notification.settings') });
  await enqueueMessage(db, {
    to: contact.email,
    subject: title,
    text: [greeting, '', body, '', `${open}: ${url}`, '', `${footer}: ${settingsUrl}`].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}: ${escapeHtml(url)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(footer)}: <a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a></p>`,
    ].join('\n'),
  });
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
  const disabled = new Set(await findEmailDisabled(db, memberId));
  return {
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
    const current = await getNotificationPreferences(tx, memberId);
    const next = { ...current.email, ...input.email };
    const disabled = emailNotificationTypeList.filter((type) => !next[type]);
    await saveEmailDisabled(tx, memberId, disabled, at);
    return { email: next };
  });
}
