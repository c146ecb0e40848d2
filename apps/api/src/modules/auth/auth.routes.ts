import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialsRoutes } from './credentials/index.ts';
import { factorsRoutes, recoveryCodesRoutes } from './factors/index.ts';
import { oauthRoutes } from './oauth/index.ts';
import { provideAuthHooks, type AuthRoutesOptions } from './runtime/auth-runtime.ts';
import { personalTokenRoutes } from './personal-tokens.routes.ts';
import { memberSessionsRoutes, sessionsRoutes } from './sessions/index.ts';
import { tokenRoutes } from './token.routes.ts';

/**
 * Every `/api/auth/*` endpoint, from the contract `authEndpoints`. Nothing they answer may be cached: each
 * carries tokens, secrets or the state of a session. (The JWKS, public and cacheable, is `jwksRoutes`.)
 * `options.createProfile` is profiles' function that creates a new member's profile (ADR 128).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  provideAuthHooks(app, options);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await app.register(sessionsRoutes);
  await app.register(tokenRoutes);
  await app.register(factorsRoutes);
  await app.register(recoveryCodesRoutes);
  await app.register(memberSessionsRoutes);
  await app.register(oauthRoutes);
  await app.register(personalTokenRoutes);
  await app.register(credentialsRoutes);
};
