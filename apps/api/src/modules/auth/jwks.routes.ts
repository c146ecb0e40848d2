import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { jwksSchema } from '@skillswap/contracts/auth/schemas';
import { signingKeyEndpoints } from '@skillswap/contracts/auth/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from './runtime/auth-runtime.ts';

/** `/.well-known/jwks.json`: the public keys that verify access tokens, cacheable for 10 minutes. */
export const jwksRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);
  app.route({
    ...endpointRoute(signingKeyEndpoints.jwks),
    handler: async (_request, reply) => {
      const keys = await runtime.keys.listPublicJwks(runtime.deps.clock.now());
      void reply.header('cache-control', 'public, max-age=600');
      // The exported public half of a P-256 key always has kty, crv, x and y; the store adds kid,
      // alg and use.
      const published = keys.map(({ kty, crv, x, y, kid, alg, use }) => ({ kty, crv, x, y, kid, alg, use }));
      return { keys: published as z.infer<typeof jwksSchema>['keys'] };
    },
  });
};
