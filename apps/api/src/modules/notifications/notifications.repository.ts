import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MessageEmailMode, NotificationType } from '@skillswap/contracts/notifications/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  aliasedNameColumns,
  isMemberDeletedSql,
  memberDisplayNameSql,
} from '../../db/member-display-name.ts';
import { notificationPreferences, notifications, profiles, users } from '../../db/schema/index.ts';

export interface NewNotification {
  memberId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  swapId: string | null;
  createdAt: Date;
  /** Waits for the grouped message mail (migration 0107). */
  emailPending?: boolean;
}

export async function insertNotification(db: DbOrTx, notification: NewNotification): Promise<number> {
  const [row] = await db.insert(notifications).values(notification).returning({ id: notifications.id });
  return row!.id;
}

/** Several notifications in one statement; answers their ids in the same order. */
export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

export async function listNotifications(
  db: DbOrTx,
  memberId: string,
  page: { before: number | null; limit: number; unreadOnly: boolean },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        page.before === null ? undefined : lt(notifications.id, page.before),
        page.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

export async function countUnread(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Marks the given notifications (all when `ids` is null) read; other members' ids are ignored. */
export async function markRead(db: DbOrTx, memberId: string, ids: number[] | null, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at, emailPending: false })
    .where(
      and(
        eq(notifications.memberId, memberId),
        isNull(notifications.readAt),
        ids === null ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** Marks read the member's notifications about one swap, of the given types (when they open it). */
export async function markSwapNotificationsRead(
  db: DbOrTx,
  memberId: string,
  swapId: string,
  types: NotificationType[],
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at, emailPending: false })
    .where(
      and(
        eq(notifications.memberId, memberId),
        eq(notifications.swapId, swapId),
        inArray(notifications.type, types),
        isNull(notifications.readAt),
      ),
    );
}

export async function findEmailPreferences(
  db: DbOrTx,
  memberId: string,
): Promise<{ emailDisabled: string[]; messageEmail: MessageEmailMode }> {
  const [row] = await db
    .select({
      emailDisabled: notificationPreferences.emailDisabled,
      messageEmail: notificationPreferences.messageEmail,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, memberId));
  return row ?? { emailDisabled: [], messageEmail: 'grouped' };
}

export async function saveEmailPreferences(
  db: DbOrTx,
  memberId: string,
  preferences: { emailDisabled: string[]; messageEmail: MessageEmailMode },
  at: Date,
) {
  await db
    .insert(notificationPreferences)
    .values({ memberId, ...preferences, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationPreferences.memberId,
      set: { ...preferences, updatedAt: at },
    });
}

/** Where to e-mail a member, and whether they still have an account. */
export async function findMemberContact(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      fullName: memberDisplayNameSql(),
      isDeleted: isMemberDeletedSql(),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, memberId));
  return row ?? null;
}

/**
 * Everything `notify` reads before it writes, in one round trip: where to e-mail the member, whether they
 * still have an account, which e-mails they turned off and, with `unreadAbout`, whether they still have an
 * unread notification of that type about that swap (8b: one query instead of three per message).
 */
export async function findNotifyRecipient(
  db: DbOrTx,
  memberId: string,
  unreadAbout: { swapId: string; type: NotificationType } | null,
) {
  const [row] = await recipientQuery(db, [memberId], unreadAbout);
  return row ?? null;
}

/** What `notify` needs to know about several members at once, by member id (no swap-thread check). */
export async function findNotifyRecipients(db: DbOrTx, memberIds: string[]) {
  const rows = await recipientQuery(db, memberIds, null);
  return new Map(rows.map((row) => [row.id, row]));
}

function recipientQuery(
  db: DbOrTx,
  memberIds: string[],
  unreadAbout: { swapId: string; type: NotificationType } | null,
) {
  return db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      fullName: memberDisplayNameSql(),
      isDeleted: isMemberDeletedSql(),
      ...recipientChoices(sql`${users.id}`, unreadAbout),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, memberIds));
}

/** Names a thread's unread check, as a recipient read with it carries it in `unreadCheckedFor`. */
export const unreadCheckKey = (unreadAbout: { swapId: string; type: NotificationType }) =>
  `${unreadAbout.swapId}:${unreadAbout.type}`;

/** What `member` chose (e-mail, push), and whether an unread notice about the thread waits for them. */
function recipientChoices(member: SQL, unreadAbout: { swapId: string; type: NotificationType } | null) {
  return {
    emailDisabled: sql<string[]>`coalesce((SELECT to_json(np.email_disabled) FROM notification_preferences np
        WHERE np.member_id = ${member}), '[]'::json)`,
    messageEmail: sql<MessageEmailMode>`coalesce((SELECT np.message_email FROM notification_preferences np
        WHERE np.member_id = ${member}), 'grouped')`,
    hasPushDevice: sql<boolean>`EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.member_id = ${member})`,
    hasUnreadAbout: unreadAbout
      ? sql<boolean>`EXISTS (SELECT 1 FROM notifications n WHERE n.member_id = ${member}
            AND n.swap_id = ${unreadAbout.swapId} AND n.type = ${unreadAbout.type} AND n.read_at IS NULL)`
      : sql<boolean>`false`,
    // Which thread's unread notice `hasUnreadAbout` looked for, so `notify` takes this read only for it.
    unreadCheckedFor: sql<string | null>`${unreadAbout ? unreadCheckKey(unreadAbout) : null}::text`,
  };
}

/**
 * SQL: the recipient `findNotifyRecipient` reads, as one json value, for the member `memberId` names (an SQL
 * expression): a caller that reads other things in one statement reads the recipient in it too (a message's
 * send reads its swap and the other member's contact at once). Null when no such member exists.
 */
export function notifyRecipientJsonSql(
  memberId: SQL,
  unreadAbout: { swapId: string; type: NotificationType } | null,
): SQL<NotifyRecipientRow | null> {
  const columns = aliasedNameColumns('recipient_user', 'recipient_profile');
  const fields: Record<string, SQL> = {
    id: sql`recipient_user.id`,
    email: sql`recipient_user.email`,
    language: sql`recipient_user.language`,
    fullName: memberDisplayNameSql(columns),
    isDeleted: isMemberDeletedSql(columns),
    ...recipientChoices(sql`recipient_user.id`, unreadAbout),
  };
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql<NotifyRecipientRow | null>`(SELECT json_build_object(${sql.join(pairs, sql`, `)})
    FROM users recipient_user LEFT JOIN profiles recipient_profile ON recipient_profile.id = recipient_user.id
    WHERE recipient_user.id = ${memberId})`;
}

export type NotifyRecipientRow = Awaited<ReturnType<typeof recipientQuery>>[number];
