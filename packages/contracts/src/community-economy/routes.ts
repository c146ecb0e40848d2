import { route } from '../shared/route.ts';

/** A community's own economy (ADR 172): its rules and the exchanges its coordinators record. */
export const communityEconomyRoutes = {
  getCommunityRules: route('GET', '/api/communities/:slug/rules'),
  updateCommunityRules: route('PUT', '/api/communities/:slug/rules'),
  listRecordedExchanges: route('GET', '/api/communities/:slug/recorded-exchanges'),
  recordExchange: route('POST', '/api/communities/:slug/recorded-exchanges'),
  importRecordedExchanges: route('POST', '/api/communities/:slug/recorded-exchanges/import'),
  disputeRecordedExchange: route('POST', '/api/communities/:slug/recorded-exchanges/:exchangeId/dispute'),
  decideRecordedExchange: route('POST', '/api/communities/:slug/recorded-exchanges/:exchangeId/decision'),
  approveRecordedExchange: route('POST', '/api/communities/:slug/recorded-exchanges/:exchangeId/approval'),
  listSwapApprovals: route('GET', '/api/communities/:slug/swap-approvals'),
  decideSwapApproval: route('POST', '/api/communities/:slug/swap-approvals/:swapId'),
};
