import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportAction } from '@skillswap/contracts/moderation/schemas';
import { adminReportEndpoints } from '@skillswap/contracts/admin-reports/endpoints';
import { moderationEndpoints } from '@skillswap/contracts/moderation/endpoints';
import type { FastifyRequest } from 'fastify';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getStaff } from '../../lib/http/request-caller.ts';
import { createReport, listMyReports, listReportQueue, resolveReport } from './reports.service.ts';
import { suspendMember, unsuspendMember } from './suspension.service.ts';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Members' reports and the console's Reports queue and suspension (ADR 73). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;

  app.route({
    ...endpointRoute(moderationEndpoints.createReport),
    handler: async (request, reply) => {
      const member = getMember(request);
      const report = await createReport(db, {
        reporterId: member.userId,
        input: request.body,
        now: clock.now(),
        context: clientOf(request),
      });
      return reply.status(201).send(report);
    },
  });

  app.route({
    ...endpointRoute(moderationEndpoints.listMyReports),
    handler: async (request) => {
      const member = getMember(request);
      return { reports: await listMyReports(db, member.userId) };
    },
  });

  app.route({
    ...endpointRoute(adminReportEndpoints.listReports),
    handler: async (request) => {
      return { reports: await listReportQueue(db, request.query) };
    },
  });

  const actions = [
    [adminReportEndpoints.dismissReport, 'dismissed'],
    [adminReportEndpoints.hideReportedContent, 'hidden'],
    [adminReportEndpoints.warnReportedMember, 'warned'],
    [adminReportEndpoints.suspendReportedMember, 'suspended'],
  ] as const satisfies readonly (readonly [unknown, ReportAction])[];
  for (const [endpoint, action] of actions) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) => {
        const staff = getStaff(request);
        return resolveReport(db, {
          reportId: request.params.id,
          actorId: staff.userId,
          action,
          input: request.body,
          now: clock.now(),
          publicUrl: config.PUBLIC_URL,
          context: clientOf(request),
        });
      },
    });
  }

  app.route({
    ...endpointRoute(adminReportEndpoints.suspendMember),
    handler: async (request) => {
      const staff = getStaff(request);
      return suspendMember(db, {
        memberId: request.params.id,
        actorId: staff.userId,
        reason: request.body.reason,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
        context: clientOf(request),
      });
    },
  });

  app.route({
    ...endpointRoute(adminReportEndpoints.unsuspendMember),
    handler: async (request) => {
      const staff = getStaff(request);
      return unsuspendMember(db, {
        memberId: request.params.id,
        actorId: staff.userId,
        reason: request.body?.reason,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
        context: clientOf(request),
      });
    },
  });
};
