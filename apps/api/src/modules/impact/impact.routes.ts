import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImpactReport } from '@skillswap/contracts/impact';
import { impactEndpoints as endpoints } from '@skillswap/contracts/endpoints/impact';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getStaff } from '../auth/index.ts';
import { impactReportPdf } from './impact-pdf.ts';
import { auditOf } from '../communities/index.ts';
import {
  createCommunityImpactLink,
  getCommunityImpact,
  getCommunityImpactSettings,
  getInstallImpact,
  getInstallImpactSettings,
  getReportingDetails,
  getSharedImpact,
  hoursCertificate,
  listCommunityImpactLinks,
  reportCsv,
  revokeCommunityImpactLink,
  updateCommunityImpactSettings,
  updateInstallImpactSettings,
  updateReportingDetails,
} from './impact.service.ts';

/** A report as a CSV download named after its scope and period. */
function sendCsv(reply: FastifyReply, report: ImpactReport) {
  const name = report.scope.kind === 'community' ? report.scope.slug : 'skillswap';
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-impact-${report.period.from}-${report.period.to}.csv"`,
    )
    .send(reportCsv(report));
}

/** A report as a PDF download named after its scope and period. */
async function sendPdf(reply: FastifyReply, report: ImpactReport) {
  const name = report.scope.kind === 'community' ? report.scope.slug : 'skillswap';
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name}-impact-${report.period.from}-${report.period.to}.pdf"`,
    )
    .send(await impactReportPdf(report));
}

/** Impact reports (ADR 174): a community's for its coordinators, the install's for admins, and their settings. */
export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;

  app.route({
    ...endpointRoute(endpoints.getCommunityImpact),
    handler: async (request) =>
      getCommunityImpact(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        query: request.query,
        now: clock.now(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.exportCommunityImpact),
    handler: async (request, reply) =>
      sendCsv(
        reply,
        await getCommunityImpact(db, {
          viewerId: viewer(request),
          slug: request.params.slug,
          query: request.query,
          now: clock.now(),
        }),
      ),
  });
  app.route({
    ...endpointRoute(endpoints.exportCommunityImpactPdf),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await getCommunityImpact(db, {
          viewerId: viewer(request),
          slug: request.params.slug,
          query: request.query,
          now: clock.now(),
        }),
      ),
  });
  app.route({
    ...endpointRoute(endpoints.exportInstallImpactPdf),
    handler: async (request, reply) =>
      sendPdf(reply, await getInstallImpact(db, { query: request.query, now: clock.now() })),
  });
  app.route({
    ...endpointRoute(endpoints.getHoursCertificate),
    handler: async (request, reply) => {
      const { pdf, period } = await hoursCertificate(db, {
        memberId: viewer(request),
        query: request.query,
        now: clock.now(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="hours-${period.from}-${period.to}.pdf"`)
        .send(pdf);
    },
  });
  app.route({
    ...endpointRoute(endpoints.getCommunityImpactSettings),
    handler: async (request) =>
      getCommunityImpactSettings(db, { viewerId: viewer(request), slug: request.params.slug }),
  });
  app.route({
    ...endpointRoute(endpoints.updateCommunityImpactSettings),
    handler: async (request) =>
      updateCommunityImpactSettings(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.listImpactLinks),
    handler: async (request) =>
      listCommunityImpactLinks(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        now: clock.now(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.createImpactLink),
    handler: async (request, reply) => {
      const link = await createCommunityImpactLink(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      });
      return reply.status(201).send(link);
    },
  });
  app.route({
    ...endpointRoute(endpoints.revokeImpactLink),
    handler: async (request) =>
      revokeCommunityImpactLink(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        linkId: request.params.linkId,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.getSharedImpact),
    handler: async (request, reply) => {
      const report = await getSharedImpact(db, { token: request.params.token, now: clock.now() });
      // A funder's link: never cached by a shared cache, never sent on as a referrer.
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(report);
    },
  });
  app.route({
    ...endpointRoute(endpoints.getReportingDetails),
    handler: async (request) => getReportingDetails(db, viewer(request)),
  });
  app.route({
    ...endpointRoute(endpoints.updateReportingDetails),
    handler: async (request) =>
      updateReportingDetails(db, { memberId: viewer(request), input: request.body, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(endpoints.getInstallImpact),
    handler: async (request) => getInstallImpact(db, { query: request.query, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(endpoints.exportInstallImpact),
    handler: async (request, reply) =>
      sendCsv(reply, await getInstallImpact(db, { query: request.query, now: clock.now() })),
  });
  app.route({
    ...endpointRoute(endpoints.getInstallImpactSettings),
    handler: async () => getInstallImpactSettings(db),
  });
  app.route({
    ...endpointRoute(endpoints.updateInstallImpactSettings),
    handler: async (request) =>
      updateInstallImpactSettings(db, {
        actorId: getStaff(request).userId,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
};
