import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints } from '@skillswap/contracts/endpoints/notifications';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../auth/index.ts';
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

  app.route({
    ...endpointRoute(notificationEndpoints.listNotifications),
    handler: async (request) => {
      const member = getMember(request);
      return listMemberNotifications(database.db, member.userId, request.query);
    },
  });

  app.route({
    ...endpointRoute(notificationEndpoints.getUnreadCount),
    handler: async (request) => {
      const member = getMember(request);
      return { unread: await countUnreadNotifications(database.db, member.userId) };
    },
  });

  app.route({
    ...endpointRoute(notificationEndpoints.markNotificationsRead),
    handler: async (request) => {
      const member = getMember(request);
      return {
        unread: await markNotificationsRead(database.db, member.userId, request.body.ids, clock.now()),
      };
    },
  });

  app.route({
    ...endpointRoute(notificationEndpoints.getNotificationPreferences),
    handler: async (request) => {
      const member = getMember(request);
      return getNotificationPreferences(database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(notificationEndpoints.updateNotificationPreferences),
    handler: async (request) => {
      const member = getMember(request);
      return updateNotificationPreferences(database.db, member.userId, request.body, clock.now());
    },
  });
};
