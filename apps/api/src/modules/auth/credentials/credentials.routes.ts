import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialEndpoints } from '@skillswap/contracts/endpoints/credentials';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { mfaRequired } from '../shared/auth-errors.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { authenticate, requireRecentAuth } from '../sessions/index.ts';
import { confirmEmailChange, startEmailChange, undoEmailChange } from './email-change.service.ts';
import { changePassword, reauthenticate } from './password-change.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

/** The signed-in caller past the second-factor gate, with the methods its session proved. */
async function requireCaller(request: FastifyRequest) {
  const caller = await authenticate(request);
  if (!caller) throw unauthorized();
  if (caller.hasVerifiedFactor && caller.aal !== 'aal2') throw mfaRequired();
  return caller;
}

/** Forgotten and changed passwords, changed addresses, and re-authentication (ADR 68). */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = getAuthRuntime(app);

  app.route({
    ...endpointRoute(credentialEndpoints.requestPasswordReset),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) =>
      reply.status(202).send(await requestPasswordReset(runtime, request.body, readClient(request))),
  });

  app.route({
    ...endpointRoute(credentialEndpoints.resetPassword),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      await resetPassword(runtime, request.body, readClient(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(credentialEndpoints.changePassword),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const caller = await requireCaller(request);
      await changePassword(runtime, caller, request.body, readClient(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(credentialEndpoints.changeEmail),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const caller = await requireCaller(request);
      requireRecentAuth(request, caller);
      return reply
        .status(202)
        .send(await startEmailChange(runtime, caller, request.body, readClient(request)));
    },
  });

  app.route({
    ...endpointRoute(credentialEndpoints.confirmEmailChange),
    bodyLimit: authBodyLimit,
    handler: async (request) => confirmEmailChange(runtime, request.body.token, readClient(request)),
  });

  app.route({
    ...endpointRoute(credentialEndpoints.undoEmailChange),
    bodyLimit: authBodyLimit,
    handler: async (request) => undoEmailChange(runtime, request.body.token, readClient(request)),
  });

  app.route({
    ...endpointRoute(credentialEndpoints.reauthenticate),
    bodyLimit: authBodyLimit,
    handler: async (request) =>
      reauthenticate(runtime, await requireCaller(request), request.body.password, readClient(request)),
  });
};
