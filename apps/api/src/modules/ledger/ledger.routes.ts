import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerEndpoints } from '@skillswap/contracts/ledger/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { getBalance, getStatement } from './ledger.service.ts';

/** The member's SkillCoin balance and statement. SkillCoin is never bought or sold, so there is no more. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.route({
    ...endpointRoute(ledgerEndpoints.getBalance),
    handler: async (request) => {
      const member = getMember(request);
      return getBalance(database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(ledgerEndpoints.getStatement),
    handler: async (request) => {
      const member = getMember(request);
      return getStatement(database.db, member.userId, request.query);
    },
  });
};
