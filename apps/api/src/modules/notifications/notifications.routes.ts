import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints } from '@skillswap/contracts/notifications/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import {
  countUnreadNotifications,
  getNotificationPreferences,
  listMemberNotifications,
  markNotificationsRead,
  updateNotificationPreferences,
} from './notifications.service.ts';
import {
  deletePushSubscription,
  getPushPreferences,
  savePushSubscription,
  updatePushPreferences,
} from './push/push.service.ts';
import { getVapidKeys } from './push/vapid-keys.ts';

/**
 * In-app notifications (the bell), the member's e-mail preferences, and web push on their devices (ADR 105).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

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

  app.route({
    ...endpointRoute(notificationEndpoints.getPushPublicKey),
    handler: async () => ({ publicKey: (await getVapidKeys(database.db, config.AUTH_SECRET)).publicKey }),
  });

  app.route({
    ...endpointRoute(notificationEndpoints.getPushPreferences),
    handler: async (request) => getPushPreferences(database.db, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(notificationEndpoints.updatePushPreferences),
    handler: async (request) =>
      updatePushPreferences(database.db, getMember(request).userId, request.body, clock.now()),
  });

  app.route({
    ...endpointRoute(notificationEndpoints.savePushSubscription),
    handler: async (request, reply) => {
      const saved = await savePushSubscription(database.db, getMember(request).userId, request.body, {
        allowedHosts: config.PUSH_ENDPOINT_HOSTS,
        now: clock.now(),
      });
      return reply.code(201).send(saved);
    },
  });

  app.route({
    ...endpointRoute(notificationEndpoints.deletePushSubscription),
    handler: async (request, reply) => {
      await deletePushSubscription(database.db, getMember(request).userId, request.query.endpoint);
      return reply.status(204).send(null);
    },
  });
};
