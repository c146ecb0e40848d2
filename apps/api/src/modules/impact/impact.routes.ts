import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommunityImpactQuery, ImpactReport } from '@skillswap/contracts/impact/schemas';
import { impactEndpoints as endpoints } from '@skillswap/contracts/impact/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { negotiateErrorLanguage as requestLanguage } from '../../lib/i18n/request-language.ts';
import { getMember, getStaff } from '../../lib/http/request-caller.ts';
import { impactReportPdf } from './impact-pdf.ts';
import { auditOf } from '../communities/index.ts';
import {
  getCommunityImpact,
  getCommunityImpactSettings,
  getInstallImpact,
  getInstallImpactSettings,
  reportCsv,
  updateCommunityImpactSettings,
  updateInstallImpactSettings,
} from './impact.service.ts';
import {
  createCommunityImpactLink,
  getSharedImpact,
  listCommunityImpactLinks,
  revokeCommunityImpactLink,
} from './impact-links.service.ts';
import { getReportingDetails, hoursCertificate, updateReportingDetails } from './impact-reporting.service.ts';

/** A name fit for a file name in any header: ASCII letters and digits joined by dashes ("area" when none). */
const asciiName = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'area';

/**
 * A report as a CSV or PDF download named after its scope, its area when it has one, and its period; the PDF
 * in the language of the request (ADR 192).
 */
async function sendReport(
  request: FastifyRequest,
  reply: FastifyReply,
  report: ImpactReport,
  format: 'csv' | 'pdf',
) {
  const name =
    report.scope.kind === 'community'
      ? [report.scope.slug, ...(report.scope.area ? [asciiName(report.scope.area.name)] : [])].join('-')
      : 'skillswap';
  return reply
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name}-impact-${report.period.from}-${report.period.to}.${format}"`,
    )
    .send(format === 'csv' ? reportCsv(report) : await impactReportPdf(report, requestLanguage(request)));
}

/**
 * Impact reports (ADR 174): a community's for its coordinators, the install's for admins, and their settings.
 */
export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;
  const communityReport = (request: FastifyRequest, slug: string, query: CommunityImpactQuery) =>
    getCommunityImpact(db, {
      viewerId: viewer(request),
      slug,
      query,
      now: clock.now(),
    });

  app.route({
    ...endpointRoute(endpoints.getCommunityImpact),
    handler: async (request) => communityReport(request, request.params.slug, request.query),
  });
  app.route({
    ...endpointRoute(endpoints.exportCommunityImpact),
    handler: async (request, reply) =>
      sendReport(request, reply, await communityReport(request, request.params.slug, request.query), 'csv'),
  });
  app.route({
    ...endpointRoute(endpoints.exportCommunityImpactPdf),
    handler: async (request, reply) =>
      sendReport(request, reply, await communityReport(request, request.params.slug, request.query), 'pdf'),
  });
  app.route({
    ...endpointRoute(endpoints.exportInstallImpactPdf),
    handler: async (request, reply) =>
      sendReport(
        request,
        reply,
        await getInstallImpact(db, { query: request.query, now: clock.now() }),
        'pdf',
      ),
  });
  app.route({
    ...endpointRoute(endpoints.getHoursCertificate),
    handler: async (request, reply) => {
      const { pdf, period } = await hoursCertificate(db, {
        memberId: viewer(request),
        query: request.query,
        now: clock.now(),
        language: requestLanguage(request),
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
      sendReport(
        request,
        reply,
        await getInstallImpact(db, { query: request.query, now: clock.now() }),
        'csv',
      ),
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
