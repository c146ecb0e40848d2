import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusEndpoints } from '@skillswap/contracts/status/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getStatusReport } from './status.service.ts';

/** The public status page's data (ADR 101). */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  app.route({
    ...endpointRoute(statusEndpoints.getStatus),
    handler: async () => ({ data: await getStatusReport(database.db, clock.now()) }),
  });
};
