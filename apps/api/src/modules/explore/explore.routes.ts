import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { explorePageSchema, exploreQuerySchema } from '@skillswap/contracts/profiles';
import { explorePublicProfiles } from './explore.service.ts';

export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles',
    { schema: { querystring: exploreQuerySchema, response: { 200: explorePageSchema } } },
    async (request) => explorePublicProfiles(app.deps.database.db, request.query),
  );
};
