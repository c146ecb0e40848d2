import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberSessionEndpoints } from '@skillswap/contracts/auth-security/endpoints';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { readClient } from '../shared/request-context.ts';
import { listMemberSessions, signOutOtherSessions, signOutSession } from './member-sessions.service.ts';
import { getMember } from '../../../lib/http/request-caller.ts';

/** `/api/auth/sessions`: where the member is signed in, and signing those other places out (ADR 69). */
export const memberSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(memberSessionEndpoints.listMemberSessions),
    handler: async (request) => listMemberSessions(runtime, getMember(request)),
  });

  app.route({
    ...endpointRoute(memberSessionEndpoints.signOutSession),
    handler: async (request, reply) => {
      const member = getMember(request);
      await signOutSession(runtime, member, request.params.sessionId, readClient(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(memberSessionEndpoints.signOutOtherSessions),
    handler: async (request) => signOutOtherSessions(runtime, getMember(request), readClient(request)),
  });
};
