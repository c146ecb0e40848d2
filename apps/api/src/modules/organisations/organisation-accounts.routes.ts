import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrganisationEndpoints } from '@skillswap/contracts/admin-organisations/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import { listConsoleOrganisations, setAccountManager } from './organisation-accounts.service.ts';

/** The console's Organisations page (ADR 142): the list, and an admin assigning an account manager. */
export const organisationAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;

  app.route({
    ...endpointRoute(adminOrganisationEndpoints.listConsoleOrganisations),
    handler: async () => ({ organisations: await listConsoleOrganisations(database.db, clock.now()) }),
  });
  app.route({
    ...endpointRoute(adminOrganisationEndpoints.setAccountManager),
    handler: async (request) =>
      setAccountManager(database.db, {
        slug: request.params.slug,
        input: request.body,
        actorId: getStaff(request).userId,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
};
