import { route } from '../shared/route.ts';

/** The console's Disputes page (ADR 66, 74): moderators and admins. */
export const adminDisputeRoutes = {
  listOpenDisputes: route('GET', '/api/admin/disputes'),
  getDisputeCase: route('GET', '/api/admin/disputes/:swapId'),
  resolveDisputeCase: route('POST', '/api/admin/disputes/:swapId/resolve'),
};
