import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalTokenEndpoints } from '@skillswap/contracts/personal-tokens/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from './personal-tokens/index.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { readClient } from './shared/request-context.ts';

/**
 * Settings → API (ADR 71). It uses two sub-modules (the member from sessions, the tokens from
 * personal-tokens), so it sits above both, like the token endpoint. No endpoint here declares a token scope:
 * managing tokens takes a signed-in session.
 */
export const personalTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(personalTokenEndpoints.listPersonalTokens),
    handler: async (request) => {
      const member = getMember(request);
      return { data: await listPersonalTokens(database.db, member.userId) };
    },
  });

  app.route({
    ...endpointRoute(personalTokenEndpoints.createPersonalToken),
    handler: async (request, reply) => {
      const member = getMember(request);
      const created = await createPersonalToken(database, {
        member,
        token: request.body,
        now: clock.now(),
        client: readClient(request),
        config,
      });
      return reply.status(201).send({ data: created });
    },
  });

  app.route({
    ...endpointRoute(personalTokenEndpoints.revokePersonalToken),
    handler: async (request, reply) => {
      const member = getMember(request);
      await revokePersonalToken(database, {
        memberId: member.userId,
        tokenId: request.params.tokenId,
        now: clock.now(),
        client: readClient(request),
      });
      return reply.status(204).send(null);
    },
  });
};
