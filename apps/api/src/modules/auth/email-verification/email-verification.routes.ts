import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationEndpoints } from '@skillswap/contracts/endpoints/auth';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { readClient } from '../shared/request-context.ts';
import { requireMember } from '../sessions/index.ts';
import { resendVerificationLink } from './email-verification.service.ts';

/** "Resend" on the verification notice. Following the link itself is `verifyEmail`, composed above auth. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(emailVerificationEndpoints.resendVerification),
    handler: async (request, reply) => {
      const member = await requireMember(request);
      await resendVerificationLink(runtime.deps.database.db, {
        config: runtime.deps.config,
        userId: member.userId,
        now: runtime.deps.clock.now(),
        client: readClient(request),
      });
      return reply.status(202).send(null);
    },
  });
};
