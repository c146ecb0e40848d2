import { route } from '../shared/route.ts';

export const ledgerRoutes = {
  getBalance: route('GET', '/api/ledger/balance'),
  getStatement: route('GET', '/api/ledger/statement'),
};
