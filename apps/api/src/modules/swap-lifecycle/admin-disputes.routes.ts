import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDisputeEndpoints } from '@skillswap/contracts/admin-disputes/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { getDisputeCase, listOpenDisputes, resolveDisputeInConsole } from './operator-disputes.ts';
import { lifecycleContextOf } from './swap-lifecycle.routes.ts';

/** The console's Disputes page (ADR 66, 74): moderators and admins read and resolve disputes. */
export const adminDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = lifecycleContextOf(app);

  app.route({
    ...endpointRoute(adminDisputeEndpoints.listOpenDisputes),
    handler: async () => listOpenDisputes(context.db),
  });

  app.route({
    ...endpointRoute(adminDisputeEndpoints.getDisputeCase),
    handler: async (request) => {
      return getDisputeCase(context.db, request.params.swapId);
    },
  });

  app.route({
    ...endpointRoute(adminDisputeEndpoints.resolveDisputeCase),
    handler: async (request) => {
      const operator = getStaff(request);
      return resolveDisputeInConsole(context, {
        swapId: request.params.swapId,
        resolution: request.body,
        operatorId: operator.userId,
      });
    },
  });
};
