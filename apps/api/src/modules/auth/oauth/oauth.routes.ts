import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oauthEndpoints } from '@skillswap/contracts/auth/endpoints';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { readClient } from '../shared/request-context.ts';
import { setRefreshCookie } from '../sessions/index.ts';
import { listConfiguredProviders } from './oauth-providers.ts';
import { completeOAuth, startOAuth } from './oauth.service.ts';

/** OAuth sign-in: configured providers, the start of the round trip and the provider's callback. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(oauthEndpoints.listProviders),
    handler: async () => listConfiguredProviders(runtime.deps.config).map(({ id, name }) => ({ id, name })),
  });

  app.route({
    ...endpointRoute(oauthEndpoints.authorize),
    handler: async (request, reply) =>
      reply.redirect(await startOAuth(runtime, request.query, readClient(request)), 302),
  });

  app.route({
    ...endpointRoute(oauthEndpoints.callback),
    handler: async (request, reply) => {
      const outcome = await completeOAuth(runtime, request.query, readClient(request));
      if (outcome.kind === 'signed-in') setRefreshCookie(runtime, reply, outcome.refreshToken);
      return reply.redirect(outcome.redirectUrl, 302);
    },
  });
};
