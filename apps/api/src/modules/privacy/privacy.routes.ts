import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyEndpoints } from '@skillswap/contracts/privacy/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { getPrivacySettings, savePrivacySettings } from './privacy.service.ts';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;

  app.route({
    ...endpointRoute(privacyEndpoints.getPrivacySettings),
    handler: async (request) => {
      const member = getMember(request);
      return getPrivacySettings(database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(privacyEndpoints.updatePrivacySettings),
    handler: async (request) => {
      const member = getMember(request);
      return savePrivacySettings(database.db, {
        memberId: member.userId,
        input: request.body,
        now: clock.now(),
      });
    },
  });
};
