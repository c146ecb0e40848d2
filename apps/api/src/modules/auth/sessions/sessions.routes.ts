import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserSchema, sessionSchema, signInSchema, signUpSchema } from '@skillswap/contracts/auth';
import { errorCodes } from '@skillswap/contracts/errors';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { AppError, unauthorized } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../shared/auth-runtime.ts';
import { signInWithPassword, signUp } from './accounts.service.ts';
import { assuranceSchema, getAssurance } from '../factors/assurance.ts';
import {
  assertAllowedOrigin,
  assertCookieRequest,
  clearRefreshCookie,
  readRefreshCookie,
  sendSession,
  setDeviceCookie,
} from './browser-mode.ts';
import { deviceCookieName } from './device-cookie.ts';
import { findAuthUser } from './accounts.repository.ts';
import { authenticate } from './require-member.ts';
import { refreshSession, signOut } from './sessions.service.ts';
import { verifyAccessToken } from './access-token.ts';
import { factorsRoutes } from '../factors/factors.routes.ts';
import { oauthRoutes } from '../oauth/oauth.routes.ts';
import { exchangeOAuthCode } from '../oauth/oauth.service.ts';

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError(errorCodes.validation, parsed.error.issues[0]?.message ?? 'Invalid request');
}

const refreshBodySchema = z.object({ refresh_token: z.string().max(20_000).optional() });
const sessionOrBrowserSession = sessionSchema;

/** `/api/auth/*`: sign-up, token grants, sign-out, the current member and their assurance level. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await app.register(factorsRoutes);
  await app.register(oauthRoutes);

  app.post(
    '/auth/signup',
    {
      bodyLimit: authBodyLimit,
      schema: { tags: ['auth'], body: signUpSchema, response: { 200: sessionOrBrowserSession } },
    },
    async (request, reply) => {
      assertAllowedOrigin(runtime, request);
      const session = await signUp(runtime, request.body, readClient(request));
      return sendSession(runtime, request, reply, session);
    },
  );

  app.post(
    '/auth/token',
    {
      bodyLimit: authBodyLimit,
      schema: {
        tags: ['auth'],
        querystring: z.object({ grant_type: z.enum(['password', 'refresh_token', 'pkce']) }),
        body: z.unknown(),
        response: { 200: sessionOrBrowserSession },
      },
    },
    async (request, reply) => {
      const client = readClient(request);
      if (request.query.grant_type === 'password') {
        assertAllowedOrigin(runtime, request);
        const { session, deviceToken } = await signInWithPassword(
          runtime,
          parseBody(signInSchema, request.body),
          client,
          request.cookies[deviceCookieName] ?? null,
        );
        const body = sendSession(runtime, request, reply, session);
        setDeviceCookie(runtime, reply, deviceToken);
        return body;
      }
      if (request.query.grant_type === 'pkce') {
        assertAllowedOrigin(runtime, request);
        return sendSession(runtime, request, reply, await exchangeOAuthCode(runtime, request.body, client));
      }
      const { refresh_token: bodyToken } = parseBody(refreshBodySchema, request.body);
      if (bodyToken === undefined) assertCookieRequest(runtime, request);
      else assertAllowedOrigin(runtime, request);
      const token = bodyToken ?? readRefreshCookie(request) ?? '';
      try {
        return sendSession(runtime, request, reply, await refreshSession(runtime, token, client));
      } catch (error) {
        const isDefinite = error instanceof AppError && error.status !== 429;
        if (isDefinite && bodyToken === undefined) clearRefreshCookie(runtime, reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { bodyLimit: authBodyLimit, schema: { tags: ['auth'], body: refreshBodySchema.nullish() } },
    async (request, reply) => {
      const cookieToken = readRefreshCookie(request);
      if (cookieToken !== null) assertCookieRequest(runtime, request);
      else assertAllowedOrigin(runtime, request);
      const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const claims = bearer
        ? await verifyAccessToken(runtime.keys, runtime.issuer, bearer, runtime.deps.clock.now())
        : null;
      if (bearer && !claims && cookieToken === null) throw unauthorized('Invalid or expired access token');
      await signOut(
        runtime,
        { sessionId: claims?.sessionId ?? null, refreshToken: request.body?.refresh_token ?? cookieToken },
        readClient(request),
      );
      clearRefreshCookie(runtime, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/user',
    { schema: { tags: ['auth'], response: { 200: authUserSchema } } },
    async (request) => {
      const caller = await authenticate(request);
      if (!caller) throw unauthorized();
      const user = await findAuthUser(runtime.deps.database.db, caller.userId);
      if (!user) throw unauthorized('This account no longer exists');
      return user;
    },
  );

  app.get('/auth/aal', { schema: { tags: ['auth'], response: { 200: assuranceSchema } } }, async (request) =>
    getAssurance(await authenticate(request)),
  );
};
