import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authProvidersSchema } from '@skillswap/contracts/mfa';
import { getAuthRuntime } from '../shared/auth-runtime.ts';
import { setRefreshCookie } from '../sessions/browser-mode.ts';
import { listConfiguredProviders } from './oauth-providers.ts';
import { completeOAuth, startOAuth } from './oauth.service.ts';
import { readClient } from '../shared/request-context.ts';

/** OAuth sign-in: configured providers, the start of the round trip and the provider's callback. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);
  const tags = ['auth'];

  app.get('/auth/providers', { schema: { tags, response: { 200: authProvidersSchema } } }, async () =>
    listConfiguredProviders(runtime.deps.config).map(({ id, name }) => ({ id, name })),
  );

  app.get(
    '/auth/authorize',
    {
      schema: {
        tags,
        querystring: z.object({
          provider: z.string().max(40),
          redirect_to: z.string().max(2000).optional(),
          code_challenge: z.string().max(200).optional(),
          code_challenge_method: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) =>
      reply.redirect(await startOAuth(runtime, request.query, readClient(request)), 302),
  );

  app.get(
    '/auth/callback',
    {
      schema: {
        tags,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const outcome = await completeOAuth(runtime, request.query, readClient(request));
      if (outcome.kind === 'signed-in') setRefreshCookie(runtime, reply, outcome.refreshToken);
      return reply.redirect(outcome.redirectUrl, 302);
    },
  );
};
