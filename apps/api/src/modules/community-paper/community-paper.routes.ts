import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { communityPaperEndpoints as endpoints } from '@skillswap/contracts/community-paper/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { negotiateErrorLanguage as requestLanguage } from '../../lib/i18n/request-language.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import {
  getPaperMembers,
  printDirectory,
  printMemberStatement,
  printMyStatement,
  printPaperBatch,
  setPaperReader,
} from './community-paper.service.ts';

/** A PDF download; the name holds only the slug and the month, which are ASCII already. */
const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .send(pdf);

/** Paper (ADR 177): who reads paper in a community, and their statements and directory as PDFs. */
export const communityPaperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const notifyContext = () => ({ now: clock.now(), publicUrl: config.PUBLIC_URL });

  app.route({
    ...endpointRoute(endpoints.listPaperMembers),
    handler: async (request) =>
      getPaperMembers(db, { viewerId: getMember(request).userId, slug: request.params.slug }),
  });
  for (const [endpoint, readsPaper] of [
    [endpoints.markPaperReader, true],
    [endpoints.unmarkPaperReader, false],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) =>
        setPaperReader(db, {
          actorId: getMember(request).userId,
          slug: request.params.slug,
          memberId: request.params.memberId,
          readsPaper,
          now: clock.now(),
          audit: auditOf(request),
          notifyContext: notifyContext(),
        }),
    });
  }
  app.route({
    ...endpointRoute(endpoints.getPaperBatch),
    handler: async (request, reply) => {
      const pdf = await printPaperBatch(db, {
        viewerId: getMember(request).userId,
        slug: request.params.slug,
        query: request.query,
        now: clock.now(),
        audit: auditOf(request),
        language: requestLanguage(request),
      });
      return sendPdf(reply, `${request.params.slug}-statements-${request.query.month}`, pdf);
    },
  });
  app.route({
    ...endpointRoute(endpoints.getMemberStatementPdf),
    handler: async (request, reply) => {
      const pdf = await printMemberStatement(db, {
        viewerId: getMember(request).userId,
        slug: request.params.slug,
        memberId: request.params.memberId,
        query: request.query,
        now: clock.now(),
        audit: auditOf(request),
        language: requestLanguage(request),
      });
      return sendPdf(reply, `${request.params.slug}-statement-${request.query.month}`, pdf);
    },
  });
  app.route({
    ...endpointRoute(endpoints.getPaperDirectory),
    handler: async (request, reply) => {
      const pdf = await printDirectory(db, {
        viewerId: getMember(request).userId,
        slug: request.params.slug,
        now: clock.now(),
        audit: auditOf(request),
        language: requestLanguage(request),
      });
      return sendPdf(reply, `${request.params.slug}-directory`, pdf);
    },
  });
  app.route({
    ...endpointRoute(endpoints.getMyStatementPdf),
    handler: async (request, reply) => {
      const pdf = await printMyStatement(db, {
        memberId: getMember(request).userId,
        query: request.query,
        now: clock.now(),
        language: requestLanguage(request),
      });
      return sendPdf(reply, `skillswap-statement-${request.query.month}`, pdf);
    },
  });
};
