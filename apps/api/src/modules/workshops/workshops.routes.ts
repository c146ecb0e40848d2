import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workshopEndpoints } from '@skillswap/contracts/workshops/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getStaff, getViewer } from '../../lib/http/request-caller.ts';
import { decideWorkshopDispute } from './workshop-disputes.ts';
import { listVisibleEliteIds } from './featured-members.repository.ts';
import { listFeaturedMembers } from './featured-members.ts';
import { downloadWorkshopInvite } from './workshop-invite-download.ts';
import {
  getWorkshopDetail,
  listEliteWorkshops,
  listWorkshopDisputes,
  listWorkshops,
  listWorkshopsForMember,
} from './workshop-views.ts';
import { createEliteWorkshop, createWorkshop, findHostingStep, whyCannotHost } from './workshop-hosting.ts';
import { bookSeat, cancelSeat } from './workshop-seats.ts';
import { cancelWorkshop, disputeSeat, markAttendance } from './workshops.service.ts';

/** Workshops (ADR 94): hosting, seats held in escrow, the waitlist, attendance and settlement. */
export const workshopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const db = database.db;
  const context = () => ({ db, now: clock.now(), publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM });

  app.route({
    ...endpointRoute(workshopEndpoints.listWorkshops),
    handler: async (request) =>
      listWorkshops(db, request.query, { now: clock.now(), viewerId: getViewer(request)?.userId ?? null }),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.createWorkshop),
    handler: async (request, reply) => {
      const member = getMember(request);
      return reply.status(201).send(await createWorkshop(context(), member.userId, request.body));
    },
  });

  app.route({
    ...endpointRoute(workshopEndpoints.getHostingStatus),
    handler: async (request) => {
      const memberId = getMember(request).userId;
      const nextStep = await findHostingStep(db, memberId);
      return { canHost: nextStep === null, reason: await whyCannotHost(db, memberId), nextStep };
    },
  });

  app.route({
    ...endpointRoute(workshopEndpoints.listWorkshopsForMe),
    handler: async (request) => listWorkshopsForMember(db, getMember(request).userId, clock.now()),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.getWorkshop),
    handler: async (request) =>
      getWorkshopDetail(db, request.params.id, getViewer(request)?.userId ?? null, clock.now()),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.bookSeat),
    handler: async (request) => bookSeat(context(), request.params.id, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.cancelSeat),
    handler: async (request) => cancelSeat(context(), request.params.id, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.cancelWorkshop),
    handler: async (request) =>
      cancelWorkshop(context(), request.params.id, getMember(request).userId, request.body.reason),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.markAttendance),
    handler: async (request) =>
      markAttendance(context(), request.params.id, getMember(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.disputeSeat),
    handler: async (request) =>
      disputeSeat(context(), request.params.id, getMember(request).userId, request.body.reason),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.downloadWorkshopInvite),
    handler: async (request, reply) => {
      const ics = await downloadWorkshopInvite(
        db,
        { workshopId: request.params.id, memberId: getMember(request).userId },
        context(),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="skillswap-workshop.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  });

  app.route({
    ...endpointRoute(workshopEndpoints.createEliteWorkshop),
    handler: async (request, reply) => {
      const operator = {
        actorId: getStaff(request).userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      };
      return reply.status(201).send(await createEliteWorkshop(context(), request.body, operator));
    },
  });

  app.route({
    ...endpointRoute(workshopEndpoints.listEliteWorkshops),
    handler: async () => listEliteWorkshops(db, clock.now()),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.listWorkshopDisputes),
    handler: async () => listWorkshopDisputes(db),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.decideWorkshopDispute),
    handler: async (request) =>
      decideWorkshopDispute(context(), {
        bookingId: request.params.bookingId,
        decision: request.body,
        operatorId: getStaff(request).userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.listFeaturedMembers),
    handler: async (request) => listFeaturedMembers(db, request.query),
  });

  app.route({
    ...endpointRoute(workshopEndpoints.listEliteBadges),
    handler: async (request) => ({ eliteIds: await listVisibleEliteIds(db, request.query.ids) }),
  });
};
