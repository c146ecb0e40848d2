import {
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from '../notifications.ts';
import { notificationRoutes } from '../routes/notifications.ts';
import { defineEndpoint, type Endpoint } from './endpoint.ts';

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
} satisfies Record<keyof typeof notificationRoutes, Endpoint>;
