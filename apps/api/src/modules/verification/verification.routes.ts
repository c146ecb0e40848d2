import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verificationEndpoints } from '@skillswap/contracts/verification/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getStaff } from '../../lib/http/request-caller.ts';
import {
  decideVerification,
  getMyVerification,
  listVerificationQueue,
  requestVerification,
} from './verification.service.ts';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The member's identity verification request and the console's queue (ADR 114). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;

  app.route({
    ...endpointRoute(verificationEndpoints.getMyVerification),
    handler: async (request) => getMyVerification(db, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(verificationEndpoints.requestVerification),
    handler: async (request, reply) => {
      const verification = await requestVerification(db, {
        memberId: getMember(request).userId,
        input: request.body,
        now: clock.now(),
        context: clientOf(request),
      });
      return reply.status(201).send(verification);
    },
  });

  app.route({
    ...endpointRoute(verificationEndpoints.listVerificationQueue),
    handler: async () => listVerificationQueue(db, clock.now()),
  });

  const decisions = [
    [verificationEndpoints.approveVerification, 'approved'],
    [verificationEndpoints.declineVerification, 'declined'],
  ] as const;
  for (const [endpoint, decision] of decisions) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) =>
        decideVerification(db, {
          id: request.params.id,
          actorId: getStaff(request).userId,
          decision,
          note: request.body.note,
          now: clock.now(),
          publicUrl: config.PUBLIC_URL,
          context: clientOf(request),
        }),
    });
  }
};
