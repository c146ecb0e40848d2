import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoveryCodeEndpoints } from '@skillswap/contracts/auth-security/endpoints';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { getSessionCaller, requireRecentAuth, sendSession } from '../sessions/index.ts';
import {
  getRecoveryCodeStatus,
  regenerateRecoveryCodes,
  signInWithRecoveryCode,
} from './recovery-codes.service.ts';

/** `/api/auth/recovery-codes`: the count left, a new set, and the second step passed with a code (ADR 69). */
export const recoveryCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(recoveryCodeEndpoints.getRecoveryCodeStatus),
    handler: async (request) => {
      return getRecoveryCodeStatus(runtime, getSessionCaller(request));
    },
  });

  app.route({
    ...endpointRoute(recoveryCodeEndpoints.regenerateRecoveryCodes),
    handler: async (request) => {
      const caller = getSessionCaller(request);
      // A new set replaces the member's way back in: the password or a factor within 5 minutes (ADR 68).
      requireRecentAuth(request, caller);
      return regenerateRecoveryCodes(runtime, caller, readClient(request));
    },
  });

  app.route({
    ...endpointRoute(recoveryCodeEndpoints.verifyRecoveryCode),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const caller = getSessionCaller(request);
      const session = await signInWithRecoveryCode(runtime, caller, request.body.code, readClient(request));
      return sendSession(runtime, request, reply, session);
    },
  });
};
