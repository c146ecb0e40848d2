import { z } from 'zod';
import { sequenceCursor } from '../shared/cursors.ts';

/** Everything a member can be told about; each can also go out by e-mail unless switched off. */
export const notificationTypes = [
  'swap_requested',
  'swap_accepted',
  'swap_declined',
  'swap_cancelled',
  'swap_expired',
  'message_received',
  'confirmation_waiting',
  'swap_completed',
  'swap_disputed',
  'dispute_resolved',
  'review_received',
  'starter_grant',
  'session_proposed',
  'session_scheduled',
  'session_moved',
  'session_cancelled',
  'session_reminder',
  'hours_prompt',
  'report_outcome',
  'workshop_booked',
  'workshop_promoted',
  'workshop_cancelled',
  'workshop_settled',
  'board_post_expiring',
  'strong_match',
  'identity_verification',
  'new_matches',
  'community_membership',
  'community_exchange',
  'community_nudge',
  'helper_activity',
  'federation_reconciliation',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The types a member can choose to receive by e-mail, with the label Settings shows. */
export const emailNotificationTypes = {
  swap_requested: 'New swap request',
  swap_accepted: 'Swap accepted',
  swap_declined: 'Swap declined',
  swap_cancelled: 'Swap cancelled',
  swap_disputed: 'Swap disputed',
  message_received: 'New message',
  confirmation_waiting: 'Hours waiting for your confirmation',
  swap_completed: 'Swap completed',
  dispute_resolved: 'Dispute resolved by SkillSwap',
  review_received: 'New review',
  session_proposed: 'Session times proposed',
  session_reminder: 'Session and workshop reminders (24 hours and 1 hour before)',
  hours_prompt: 'Sessions done: confirm the hours',
  board_post_expiring: 'Your board post expires in 2 days',
  strong_match: 'New strong match (Premium priority matching)',
  identity_verification: 'Identity verification decided',
  community_exchange: 'Exchanges recorded for you in a community',
  community_nudge: 'A coordinator of your community writes to you',
  helper_activity: 'Your helpers: who may act for you, and what they do',
} as const satisfies Partial<Record<NotificationType, string>>;
export type EmailNotificationType = keyof typeof emailNotificationTypes;
export const emailNotificationTypeList = Object.keys(emailNotificationTypes) as EmailNotificationType[];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the web app, e.g. /swaps/<id>. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export const listNotificationsQuerySchema = z.object({
  cursor: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** Mark some notifications read, or all of them when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .max(100)
    .optional(),
});

/**
 * How chat messages reach a member by e-mail: `grouped` (the default) sends one mail per
 * conversation for messages still unread after a delay, never while they read the thread; `instant` mails at
 * once (once per batch of unread messages); `none` sends none.
 */
export const messageEmailModes = ['instant', 'grouped', 'none'] as const;
export type MessageEmailMode = (typeof messageEmailModes)[number];

export const notificationPreferencesSchema = z.object({
  messageEmail: z.enum(messageEmailModes),
  email: z.object(
    Object.fromEntries(emailNotificationTypeList.map((type) => [type, z.boolean()])) as Record<
      EmailNotificationType,
      z.ZodBoolean
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: only the given types change. */
export const updateNotificationPreferencesSchema = z.object({
  messageEmail: z.enum(messageEmailModes).optional(),
  email: notificationPreferencesSchema.shape.email.partial().optional(),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesSchema>;
