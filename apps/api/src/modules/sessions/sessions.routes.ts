import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndpoints } from '@skillswap/contracts/sessions/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { getAvailability, setAvailability } from './availability.service.ts';
import { createFeed, downloadInvite, getFeedStatus, readFeed, revokeFeed } from './calendar-feed.service.ts';
import {
  acceptSlot,
  cancelSession,
  counterPropose,
  getTimeZoneSetting,
  listSwapSessions,
  proposeSession,
  rescheduleSession,
  setTimeZone,
} from './sessions.service.ts';

const calendarType = 'text/calendar; charset=utf-8';

/** Sessions inside a swap, the member's time zone, and calendar invitations and feeds (ADR 70). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const db = database.db;
  const context = () => ({ db, now: clock.now(), publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM });

  app.route({
    ...endpointRoute(sessionEndpoints.listSessions),
    handler: async (request) => {
      const member = getMember(request);
      return listSwapSessions(db, request.params.id, member.userId, clock.now());
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.proposeSession),
    handler: async (request, reply) => {
      const member = getMember(request);
      const answer = await proposeSession(context(), {
        ...request.body,
        swapId: request.params.id,
        memberId: member.userId,
      });
      return reply.status(201).send(answer);
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.acceptSlot),
    handler: async (request) => {
      const member = getMember(request);
      return acceptSlot(context(), {
        swapId: request.params.id,
        sessionId: request.params.sessionId,
        memberId: member.userId,
        slotId: request.body.slotId,
      });
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.counterPropose),
    handler: async (request) => {
      const member = getMember(request);
      return counterPropose(context(), {
        swapId: request.params.id,
        sessionId: request.params.sessionId,
        memberId: member.userId,
        slots: request.body.slots,
      });
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.rescheduleSession),
    handler: async (request) => {
      const member = getMember(request);
      return rescheduleSession(context(), {
        ...request.body,
        swapId: request.params.id,
        sessionId: request.params.sessionId,
        memberId: member.userId,
      });
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.cancelSession),
    handler: async (request) => {
      const member = getMember(request);
      return cancelSession(context(), {
        swapId: request.params.id,
        sessionId: request.params.sessionId,
        memberId: member.userId,
        reason: request.body.reason,
      });
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.downloadSessionInvite),
    handler: async (request, reply) => {
      const member = getMember(request);
      const ics = await downloadInvite(
        db,
        { swapId: request.params.id, sessionId: request.params.sessionId, memberId: member.userId },
        context(),
      );
      return reply
        .header('content-type', calendarType)
        .header('content-disposition', 'attachment; filename="skillswap-session.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.getTimeZone),
    handler: async (request) => {
      const member = getMember(request);
      return getTimeZoneSetting(db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.updateTimeZone),
    handler: async (request) => {
      const member = getMember(request);
      return setTimeZone(db, member.userId, request.body.timeZone, clock.now());
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.getAvailability),
    handler: async (request) => getAvailability(db, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(sessionEndpoints.updateAvailability),
    handler: async (request) => setAvailability(db, getMember(request).userId, request.body.ranges),
  });

  app.route({
    ...endpointRoute(sessionEndpoints.getCalendarFeed),
    handler: async (request) => {
      const member = getMember(request);
      return getFeedStatus(db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.createCalendarFeed),
    handler: async (request, reply) => {
      const member = getMember(request);
      return reply.status(201).send(await createFeed(db, member.userId, context()));
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.revokeCalendarFeed),
    handler: async (request, reply) => {
      const member = getMember(request);
      await revokeFeed(db, member.userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(sessionEndpoints.readCalendarFeed),
    handler: async (request, reply) => {
      const ics = await readFeed(db, request.params.token, context());
      return reply
        .header('content-type', calendarType)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  });
};
