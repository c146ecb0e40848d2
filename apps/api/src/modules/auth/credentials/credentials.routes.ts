import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialEndpoints } from '@skillswap/contracts/credentials/endpoints';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authBodyLimit, readClient } from '../shared/request-context.ts';
import { getSessionCaller, requireRecentAuth } from '../sessions/index.ts';
import { confirmEmailChange, startEmailChange, undoEmailChange } from './email-change.service.ts';
import { changePassword, reauthenticate } from './password-change.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

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
      const caller = getSessionCaller(request);
      await changePassword(runtime, caller, request.body, readClient(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(credentialEndpoints.changeEmail),
    bodyLimit: authBodyLimit,
    handler: async (request, reply) => {
      const caller = getSessionCaller(request);
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
      reauthenticate(runtime, getSessionCaller(request), request.body.password, readClient(request)),
  });
};
