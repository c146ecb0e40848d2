import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from '@skillswap/contracts/notifications';
import { requireMember } from '../auth/index.ts';
import {
  countUnreadNotifications,
  getNotificationPreferences,
  listMemberNotifications,
  markNotificationsRead,
  updateNotificationPreferences,
} from './notifications.service.ts';

/** In-app notifications (the bell) and the member's e-mail preferences. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;

  app.get(
    '/notifications',
    { schema: { querystring: listNotificationsQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return listMemberNotifications(database.db, member.userId, request.query);
    },
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: unreadCountSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return { unread: await countUnreadNotifications(database.db, member.userId) };
    },
  );

  app.post(
    '/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: unreadCountSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return {
        unread: await markNotificationsRead(database.db, member.userId, request.body.ids, clock.now()),
      };
    },
  );

  app.get(
    '/me/notification-preferences',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return getNotificationPreferences(database.db, member.userId);
    },
  );

  app.put(
    '/me/notification-preferences',
    {
      schema: { body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    async (request) => {
      const member = await requireMember(request);
      return updateNotificationPreferences(database.db, member.userId, request.body, clock.now());
    },
  );
};
