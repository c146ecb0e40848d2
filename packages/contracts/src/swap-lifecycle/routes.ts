import { route } from '../shared/route.ts';

export const swapLifecycleRoutes = {
  listSwaps: route('GET', '/api/swaps'),
  getSwapSummary: route('GET', '/api/swaps/summary'),
  getSwap: route('GET', '/api/swaps/:id'),
  acceptSwap: route('POST', '/api/swaps/:id/accept'),
  declineSwap: route('POST', '/api/swaps/:id/decline'),
  cancelSwap: route('POST', '/api/swaps/:id/cancel'),
  confirmSwap: route('POST', '/api/swaps/:id/confirm'),
  disputeSwap: route('POST', '/api/swaps/:id/dispute'),
};
