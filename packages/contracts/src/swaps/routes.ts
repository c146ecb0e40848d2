import { route } from '../shared/route.ts';

export const swapRoutes = {
  createSwapRequest: route('POST', '/api/swap-requests'),
  updateSwapRequest: route('PATCH', '/api/swap-requests/:id'),
  listSwapRequests: route('GET', '/api/swap-requests'),
  listSharedCommunities: route('GET', '/api/swap-requests/shared-communities/:memberId'),
  getPlanUsage: route('GET', '/api/me/plan-usage'),
};
