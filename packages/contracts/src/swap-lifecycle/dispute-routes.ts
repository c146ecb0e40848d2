import { route } from '../shared/route.ts';

export const disputeRoutes = {
  getDispute: route('GET', '/api/swaps/:id/dispute'),
  addDisputeStatement: route('POST', '/api/swaps/:id/dispute/statement'),
  updateDisputeStatement: route('PATCH', '/api/swaps/:id/dispute/statement'),
};
