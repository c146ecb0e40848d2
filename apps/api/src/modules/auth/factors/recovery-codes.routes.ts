import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoveryCodeEndpoints } from '@skillswap/contracts/endpoints/auth-security';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { authenticate, requireRecentAuth, sendSession } from '../sessions/index.ts';
import { mfaRequired } from '../shared/auth-errors.ts';
import {
  getRecoveryCodeStatus,
  regenerateRecoveryCodes,
  signInWithRecoveryCode,
} from './recovery-codes.service.ts';

async function requireCaller(request: FastifyRequest) {
  const caller = await authenticate(request);
  if (!caller) throw unauthorized();
  return caller;
}

/** `/api/auth/recovery-codes`: the count left, a new set, and the second step passed with a code (ADR 69). */
export const recoveryCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(recoveryCodeEndpoints.getRecoveryCodeStatus),
    handler: async (request) => {
      const caller = await requireCaller(request);
      if (caller.hasVerifiedFactor && caller.aal !== 'aal2') throw mfaRequired();
      return getRecoveryCodeStatus(runtime, caller);
    },
  });

  app.route({
    ...endpointRoute(recoveryCodeEndpoints.regenerateRecoveryCodes),
    handler: async (request) => {
      const caller = await requireCaller(request);
      // A new set replaces the member's way back in: the password or a factor within 5 minutes (ADR 68).
      requireRecentAuth(request, caller);
      return regenerateRecoveryCodes(runtime, caller, readClient(request));
    },
  });

  app.route({
    ...endpointRoute(recoveryCodeEndpoints.verifyRecoveryCode),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const caller = await requireCaller(request);
      const session = await signInWithRecoveryCode(runtime, caller, request.body.code, readClient(request));
      return sendSession(runtime, request, reply, session);
    },
  });
};
