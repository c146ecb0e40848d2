import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationMemberReportEndpoints as endpoints } from '@skillswap/contracts/federation/member-report-endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { relayMemberReport } from './federation-member-reports.relay.ts';
import { reportRemoteMember } from './federation-member-reports.service.ts';
import { nodeMessageHandling } from './node-message.ts';

/** Reporting a member of another exchange to their exchange (ADR 219): a member call and a node message. */
export const federationMemberReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { context, asNode } = nodeMessageHandling(app.deps, 'node-member-report');

  app.route({
    ...endpointRoute(endpoints.reportRemoteMember),
    handler: async (request, reply) => {
      const report = await reportRemoteMember(database, context(request), {
        memberId: getMember(request).userId,
        id: request.params.id,
        report: request.body,
      });
      return reply.status(201).send(report);
    },
  });
  app.route({
    ...endpointRoute(endpoints.relayNodeMemberReport),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 201,
        body: await relayMemberReport(database, context(request), {
          from,
          requestId: request.params.id,
          report: request.body,
        }),
      })),
  });
};
