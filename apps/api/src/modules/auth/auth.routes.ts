import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { factorsRoutes } from './factors/index.ts';
import { oauthRoutes } from './oauth/index.ts';
import { sessionsRoutes } from './sessions/index.ts';
import { tokenRoutes } from './token.routes.ts';

/**
 * Every `/api/auth/*` endpoint, from the contract `authEndpoints`. Nothing they answer may be cached: each
 * carries tokens, secrets or the state of a session. (The JWKS, public and cacheable, is `jwksRoutes`.)
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await app.register(sessionsRoutes);
  await app.register(tokenRoutes);
  await app.register(factorsRoutes);
  await app.register(oauthRoutes);
};
