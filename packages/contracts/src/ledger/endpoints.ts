import { balanceSchema, statementPageSchema, statementQuerySchema } from './schemas.ts';
import { ledgerRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const ledgerEndpoints = {
  getBalance: defineEndpoint(ledgerRoutes.getBalance, {
    tag: 'Ledger',
    summary: 'Get the signed-in member’s SkillCoin balance, holds and available amount',
    access: 'member',
    tokenScope: 'ledger:read',
    responses: { 200: balanceSchema },
  }),
  getStatement: defineEndpoint(ledgerRoutes.getStatement, {
    tag: 'Ledger',
    summary: 'List the signed-in member’s SkillCoin movements, newest first',
    access: 'member',
    tokenScope: 'ledger:read',
    query: statementQuerySchema,
    responses: { 200: statementPageSchema },
  }),
} satisfies Record<keyof typeof ledgerRoutes, Endpoint>;
