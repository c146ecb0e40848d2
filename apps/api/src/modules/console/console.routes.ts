import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints } from '@skillswap/contracts/endpoints/admin';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { requireStaff } from '../auth/index.ts';
import { loadOverview } from './overview.repository.ts';
import { listTeam } from './team.repository.ts';

/** The operator console's own endpoints (ADR 66); each checks the caller's role on the server. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;

  app.route({
    ...endpointRoute(adminEndpoints.listTeam),
    handler: async (request) => {
      await requireStaff(request, 'moderator');
      return { team: await listTeam(database.db) };
    },
  });
  app.route({
    ...endpointRoute(adminEndpoints.getOverview),
    handler: async (request) => {
      await requireStaff(request, 'moderator');
      return loadOverview(database.db, clock.now());
    },
  });
};
