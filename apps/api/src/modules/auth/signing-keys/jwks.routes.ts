import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthRuntime } from '../shared/auth-runtime.ts';

/** `/.well-known/jwks.json`: the public keys that verify access tokens, cacheable for 10 minutes. */
export const jwksRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);
  app.get('/.well-known/jwks.json', { schema: { tags: ['auth'] } }, async (_request, reply) => {
    const keys = await runtime.keys.listPublicJwks(runtime.deps.clock.now());
    void reply.header('cache-control', 'public, max-age=600');
    return { keys: keys.map(({ kty, crv, x, y, kid, alg, use }) => ({ kty, crv, x, y, kid, alg, use })) };
  });
};
