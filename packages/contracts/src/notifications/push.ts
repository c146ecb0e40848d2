import { z } from 'zod';
import type { NotificationType } from './schemas.ts';
import { timeZoneSchema } from '../shared/time-zones.ts';

// Web push (ADR 105): a delivery channel of in-app notifications, per device, by category.

/** The categories a member chooses for push, with the label Settings shows. */
export const pushCategories = {
  messages: 'Messages',
  requests: 'Swap requests and their answers',
  sessions: 'Sessions and reminders',
  matches: 'New matches',
  board: 'Requests board',
  workshops: 'Workshops',
} as const;
export type PushCategory = keyof typeof pushCategories;
export const pushCategoryList = Object.keys(pushCategories) as PushCategory[];

/** Which category each notification type is pushed under; `null` types stay in the app (and mail) only. */
export const pushCategoryOf: Record<NotificationType, PushCategory | null> = {
  message_received: 'messages',
  swap_requested: 'requests',
  swap_accepted: 'requests',
  swap_declined: 'requests',
  swap_cancelled: 'requests',
  swap_expired: 'requests',
  confirmation_waiting: 'requests',
  swap_completed: 'requests',
  swap_disputed: 'requests',
  dispute_resolved: 'requests',
  review_received: 'requests',
  session_proposed: 'sessions',
  session_scheduled: 'sessions',
  session_moved: 'sessions',
  session_cancelled: 'sessions',
  session_reminder: 'sessions',
  hours_prompt: 'sessions',
  workshop_booked: 'workshops',
  workshop_promoted: 'workshops',
  workshop_cancelled: 'workshops',
  workshop_settled: 'workshops',
  board_post_expiring: 'board',
  new_matches: 'matches',
  starter_grant: null,
  report_outcome: null,
  strong_match: null,
  identity_verification: null,
  community_membership: null,
  community_exchange: null,
  community_nudge: null,
  helper_activity: null,
  federation_reconciliation: null,
};

/** A wall-clock time "HH:MM" (24-hour). */
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'notifications.validation.timeFormat');

export const quietHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema, timeZone: timeZoneSchema })
  .refine((hours) => hours.start !== hours.end, 'notifications.validation.quietHoursEqual')
  .meta({ description: '`start` and `end` differ.' });

export const pushPreferencesSchema = z.object({
  categories: z.object(
    Object.fromEntries(pushCategoryList.map((category) => [category, z.boolean()])) as Record<
      PushCategory,
      z.ZodBoolean
    >,
  ),
  /** Pushes due in these hours wait until they end (they are not dropped); `null`: no quiet hours. */
  quietHours: quietHoursSchema.nullable(),
  /** How many devices of the member receive push. */
  devices: z.number().int(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** PUT body: only what is given changes; `quietHours: null` turns quiet hours off. */
export const updatePushPreferencesSchema = z.object({
  categories: pushPreferencesSchema.shape.categories.partial().optional(),
  quietHours: quietHoursSchema.nullable().optional(),
});
export type UpdatePushPreferencesInput = z.infer<typeof updatePushPreferencesSchema>;

export const pushPublicKeySchema = z.object({
  /** The VAPID public key (uncompressed P-256 point, base64url), the browser's `applicationServerKey`. */
  publicKey: z.string(),
});

const base64url = (min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'notifications.validation.base64url')
    .min(min)
    .max(max);

/** What the browser's PushSubscription.toJSON() gives, plus a label for the device list. */
export const savePushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  deviceLabel: z.string().trim().max(100).optional(),
});
export type SavePushSubscriptionInput = z.infer<typeof savePushSubscriptionSchema>;

export const pushSubscriptionSavedSchema = z.object({ id: z.string() });

export const deletePushSubscriptionQuerySchema = z.object({ endpoint: z.url().max(1000) });

/**
 * What the service worker receives (encrypted) and shows; `notificationId` is the in-app notification's id.
 */
export interface PushPayload {
  notificationId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
}
