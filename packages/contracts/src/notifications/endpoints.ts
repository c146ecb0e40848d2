import {
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from './schemas.ts';
import {
  deletePushSubscriptionQuerySchema,
  pushPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionSavedSchema,
  savePushSubscriptionSchema,
  updatePushPreferencesSchema,
} from './push.ts';
import { notificationRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const notificationEndpoints = {
  listNotifications: defineEndpoint(notificationRoutes.listNotifications, {
    tag: 'Notifications',
    summary: 'List the signed-in member’s notifications, newest first, with the unread count',
    access: 'member',
    query: listNotificationsQuerySchema,
    responses: { 200: notificationPageSchema },
  }),
  getUnreadCount: defineEndpoint(notificationRoutes.getUnreadCount, {
    tag: 'Notifications',
    summary: 'Count the signed-in member’s unread notifications',
    access: 'member',
    responses: { 200: unreadCountSchema },
  }),
  markNotificationsRead: defineEndpoint(notificationRoutes.markNotificationsRead, {
    tag: 'Notifications',
    summary: 'Mark the given notifications read, or all of them without `ids`',
    description: 'Answers the unread count left.',
    access: 'member',
    body: markNotificationsReadSchema,
    responses: { 200: unreadCountSchema },
  }),
  getNotificationPreferences: defineEndpoint(notificationRoutes.getNotificationPreferences, {
    tag: 'Notifications',
    summary: 'Get which notifications the signed-in member receives by e-mail',
    access: 'member',
    responses: { 200: notificationPreferencesSchema },
  }),
  updateNotificationPreferences: defineEndpoint(notificationRoutes.updateNotificationPreferences, {
    tag: 'Notifications',
    summary: 'Switch e-mail notifications on or off by type',
    description: 'Only the types given change; the answer holds every type.',
    access: 'member',
    body: updateNotificationPreferencesSchema,
    responses: { 200: notificationPreferencesSchema },
  }),
  getPushPublicKey: defineEndpoint(notificationRoutes.getPushPublicKey, {
    tag: 'Notifications',
    summary: 'Get the VAPID public key a browser subscribes to push with',
    access: 'member',
    responses: { 200: pushPublicKeySchema },
  }),
  getPushPreferences: defineEndpoint(notificationRoutes.getPushPreferences, {
    tag: 'Notifications',
    summary: 'Get which notification categories the member receives by push, and their quiet hours',
    access: 'member',
    responses: { 200: pushPreferencesSchema },
  }),
  updatePushPreferences: defineEndpoint(notificationRoutes.updatePushPreferences, {
    tag: 'Notifications',
    summary: 'Switch push categories on or off, and set or clear quiet hours',
    description: 'Only what is given changes. Pushes due in quiet hours wait until they end.',
    access: 'member',
    body: updatePushPreferencesSchema,
    responses: { 200: pushPreferencesSchema },
    errors: { 400: ['validation_failed'] },
  }),
  savePushSubscription: defineEndpoint(notificationRoutes.savePushSubscription, {
    tag: 'Notifications',
    summary: 'Receive push on this device: save the browser’s push subscription',
    description:
      'The endpoint must belong to a known push service. Saving an endpoint another account holds moves it to ' +
      'this member (one device, one member).',
    access: 'member',
    body: savePushSubscriptionSchema,
    responses: { 201: pushSubscriptionSavedSchema },
    errors: { 400: ['validation_failed'] },
  }),
  deletePushSubscription: defineEndpoint(notificationRoutes.deletePushSubscription, {
    tag: 'Notifications',
    summary: 'Stop push on a device of the member',
    access: 'member',
    query: deletePushSubscriptionQuerySchema,
    responses: { 204: null },
  }),
} satisfies Record<keyof typeof notificationRoutes, Endpoint>;
