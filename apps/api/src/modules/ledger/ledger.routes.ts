import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerEndpoints } from '@skillswap/contracts/endpoints/ledger';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { requireMember } from '../auth/index.ts';
import { getBalance, getStatement } from './ledger.service.ts';

/** The member's SkillCoin balance and statement. SkillCoin is never bought or sold, so there is no more. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.route({
    ...endpointRoute(ledgerEndpoints.getBalance),
    handler: async (request) => {
      const member = await requireMember(request);
      return getBalance(database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(ledgerEndpoints.getStatement),
    handler: async (request) => {
      const member = await requireMember(request);
      return getStatement(database.db, member.userId, request.query);
    },
  });
};
