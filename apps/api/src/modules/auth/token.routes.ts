import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@skillswap/contracts/auth/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { exchangeOAuthCode } from './oauth/index.ts';
import {
  answerPasswordGrant,
  answerRefreshGrant,
  assertAllowedOrigin,
  sendSession,
} from './sessions/index.ts';
import { getAuthRuntime } from './runtime/auth-runtime.ts';
import { authBodyLimit, readClient } from './shared/request-context.ts';

/**
 * `POST /api/auth/token`: one endpoint for three grants. Password and refresh belong to sessions/, `pkce`
 * redeems the code of an OAuth sign-in; since OAuth signs in through sessions/, the endpoint that serves both
 * lives above them, and neither sub-module imports the other's grant.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);
  app.route({
    ...endpointRoute(authEndpoints.token),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      switch (request.query.grant_type) {
        case 'password':
          return answerPasswordGrant(runtime, request, reply);
        case 'refresh_token':
          return answerRefreshGrant(runtime, request, reply);
        case 'pkce': {
          assertAllowedOrigin(runtime, request);
          const session = await exchangeOAuthCode(runtime, request.body, readClient(request));
          return sendSession(runtime, request, reply, session);
        }
      }
    },
  });
};
