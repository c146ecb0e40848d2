import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { factorEndpoints } from '@skillswap/contracts/auth/endpoints';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { getSessionCaller, getSessionViewer, sendSession } from '../sessions/index.ts';
import { getAssurance } from './assurance.ts';
import { createChallenge, verifyChallenge } from './challenges.service.ts';
import { enrolFactor, listFactors, removeFactor, renameOwnFactor } from './factors.service.ts';

/**
 * `/api/auth/factors`: list, enrol, rename and remove factors; challenge and verify them
 * (docs/auth-threat-model.md B1). `/api/auth/aal`: the level the session holds and can reach.
 */
export const factorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(factorEndpoints.getAssurance),
    handler: async (request) => getAssurance(getSessionViewer(request)),
  });

  app.route({
    ...endpointRoute(factorEndpoints.listFactors),
    handler: async (request) => listFactors(runtime, getSessionCaller(request)),
  });

  app.route({
    ...endpointRoute(factorEndpoints.enrolFactor),
    bodyLimit: authBodyLimit,
    handler: async (request) =>
      enrolFactor(runtime, getSessionCaller(request), request.body, readClient(request)),
  });

  app.route({
    ...endpointRoute(factorEndpoints.renameFactor),
    bodyLimit: authBodyLimit,
    handler: async (request) =>
      renameOwnFactor(
        runtime,
        getSessionCaller(request),
        request.params.factorId,
        request.body.friendly_name,
      ),
  });

  app.route({
    ...endpointRoute(factorEndpoints.removeFactor),
    handler: async (request) =>
      removeFactor(runtime, getSessionCaller(request), request.params.factorId, readClient(request)),
  });

  app.route({
    ...endpointRoute(factorEndpoints.challengeFactor),
    bodyLimit: authBodyLimit,
    handler: async (request) =>
      createChallenge(runtime, getSessionCaller(request), request.params.factorId, readClient(request)),
  });

  app.route({
    ...endpointRoute(factorEndpoints.verifyFactor),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const caller = getSessionCaller(request);
      const session = await verifyChallenge(
        runtime,
        caller,
        request.params.factorId,
        request.body,
        readClient(request),
      );
      return sendSession(runtime, request, reply, session);
    },
  });
};
