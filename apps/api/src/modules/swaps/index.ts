// The swaps module's public entry (ADR 0059): the swap record (its row, its members, when a request expires)
// and swap requests (sending, editing, plan limits). Messages, reviews and the lifecycle build on it.
export { swapRequestsRoutes } from './swaps.routes.ts';
export {
  countActiveSwaps,
  findMemberCards,
  findSwap,
  listAwaitingApproval,
  lockRequester,
  lockSwap,
  lockSwapUnlessHeld,
  markAutoAcceptSkipped,
  memberCardsOf,
  memberCardsSql,
  setCommunityApproval,
  type MemberCard,
  type SwapRow,
} from './swaps.repository.ts';
export { cancelOpenRequestsOfDeletedMember, eraseRequestMessagesOf } from './member-erasure.repository.ts';
export { insertSwapEvent, touchSwap, updateSwapStatus } from './swap-transitions.repository.ts';
export { expiryOf, isPastExpiry } from './request-expiry.ts';
export { swapLink } from './swap-request-notice.ts';
export { queueSwapWebhooks } from './swap-webhooks.ts';
export { createSwapRequest, swapCommunityOf, toSwapRequests } from './swaps.service.ts';
export { requestLifetimeMs } from './community-requests.ts';
