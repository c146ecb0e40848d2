import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '@skillswap/contracts/auth';
import { unauthorized } from '../../../lib/errors.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { getAuthRuntime } from '../shared/auth-runtime.ts';
import { sendSession } from '../sessions/browser-mode.ts';
import { createChallenge, verifyChallenge } from './challenges.service.ts';
import {
  challengeSchema,
  enrolFactorSchema,
  enrolledFactorSchema,
  factorParamsSchema,
  factorSchema,
  removedFactorSchema,
  renameFactorSchema,
  verifyFactorSchema,
} from '@skillswap/contracts/mfa';
import { enrolFactor, listFactors, removeFactor, renameOwnFactor } from './factors.service.ts';
import { authenticate } from '../sessions/require-member.ts';

/** Factor routes work at aal1: a member with a verified factor must reach them to pass the second step. */
async function requireCaller(request: FastifyRequest) {
  const caller = await authenticate(request);
  if (!caller) throw unauthorized();
  return caller;
}

/** `/api/auth/factors`: list, enrol, rename and remove factors; challenge and verify them (docs/auth-threat-model.md B1). */
export const factorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);
  const tags = ['auth'];

  app.get('/auth/factors', { schema: { tags, response: { 200: z.array(factorSchema) } } }, async (request) =>
    listFactors(runtime, await requireCaller(request)),
  );

  app.post(
    '/auth/factors',
    {
      bodyLimit: authBodyLimit,
      schema: { tags, body: enrolFactorSchema, response: { 200: enrolledFactorSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return enrolFactor(runtime, await requireCaller(request), request.body, readClient(request));
    },
  );

  app.patch(
    '/auth/factors/:factorId',
    {
      bodyLimit: authBodyLimit,
      schema: { tags, params: factorParamsSchema, body: renameFactorSchema, response: { 200: factorSchema } },
    },
    async (request) =>
      renameOwnFactor(
        runtime,
        await requireCaller(request),
        request.params.factorId,
        request.body.friendly_name,
      ),
  );

  app.delete(
    '/auth/factors/:factorId',
    { schema: { tags, params: factorParamsSchema, response: { 200: removedFactorSchema } } },
    async (request) =>
      removeFactor(runtime, await requireCaller(request), request.params.factorId, readClient(request)),
  );

  app.post(
    '/auth/factors/:factorId/challenge',
    {
      bodyLimit: authBodyLimit,
      schema: { tags, params: factorParamsSchema, response: { 200: challengeSchema } },
    },
    async (request) =>
      createChallenge(runtime, await requireCaller(request), request.params.factorId, readClient(request)),
  );

  app.post(
    '/auth/factors/:factorId/verify',
    {
      bodyLimit: authBodyLimit,
      schema: {
        tags,
        params: factorParamsSchema,
        body: verifyFactorSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const caller = await requireCaller(request);
      const session = await verifyChallenge(
        runtime,
        caller,
        request.params.factorId,
        request.body,
        readClient(request),
      );
      return sendSession(runtime, request, reply, session);
    },
  );
};
