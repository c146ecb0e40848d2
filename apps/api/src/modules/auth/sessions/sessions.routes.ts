import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@skillswap/contracts/auth/endpoints';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { signUp } from './accounts.service.ts';
import { findAuthUser } from './accounts.repository.ts';
import { verifyAccessToken } from './access-token.ts';
import {
  assertAllowedOrigin,
  assertCookieRequest,
  clearRefreshCookie,
  readRefreshCookie,
  sendSession,
} from './browser-mode.ts';
import { getSessionCaller } from './endpoint-caller.ts';
import { signOut } from './sessions.service.ts';

/** Sign-up, sign-out and the current member (the token endpoint is `../token.routes.ts`). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(authEndpoints.signUp),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      assertAllowedOrigin(runtime, request);
      const session = await signUp(runtime, request.body, readClient(request));
      return sendSession(runtime, request, reply, session);
    },
  });

  app.route({
    ...endpointRoute(authEndpoints.logout),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const cookieToken = readRefreshCookie(request);
      if (cookieToken !== null) assertCookieRequest(runtime, request);
      else assertAllowedOrigin(runtime, request);
      const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const claims = bearer
        ? await verifyAccessToken(runtime.keys, runtime.issuer, bearer, runtime.deps.clock.now(), request.log)
        : null;
      if (bearer && !claims && cookieToken === null) throw unauthorized('auth.invalidOrExpiredAccess');
      await signOut(
        runtime,
        { sessionId: claims?.sessionId ?? null, refreshToken: request.body?.refresh_token ?? cookieToken },
        readClient(request),
      );
      clearRefreshCookie(runtime, reply);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(authEndpoints.getUser),
    handler: async (request) => {
      const caller = getSessionCaller(request);
      const user = await findAuthUser(runtime.deps.database.db, caller.userId);
      if (!user) throw unauthorized('auth.thisAccountNoLonger');
      return user;
    },
  });
};
