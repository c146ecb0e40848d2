import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceSchema, statementPageSchema, statementQuerySchema } from '@skillswap/contracts/ledger';
import { requireMember } from '../auth/index.ts';
import { getBalance, getStatement } from './ledger.service.ts';

/** The member's SkillCoin balance and statement. SkillCoin is never bought or sold, so there is no more. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.get('/ledger/balance', { schema: { response: { 200: balanceSchema } } }, async (request) => {
    const member = await requireMember(request);
    return getBalance(database.db, member.userId);
  });

  app.get(
    '/ledger/statement',
    { schema: { querystring: statementQuerySchema, response: { 200: statementPageSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return getStatement(database.db, member.userId, request.query);
    },
  );
};
