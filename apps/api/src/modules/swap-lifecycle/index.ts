// The swap lifecycle's public entry (ADR 0059): accepting, confirming, completing, disputing and
// expiring swaps.
export { swapLifecycleRoutes } from './swap-lifecycle.routes.ts';
export { expireDueRequests } from './swap-expiry.ts';
export { autoAcceptDueRequests } from './community-swaps.ts';
export {
  cancelOpenSwapsOfMember,
  endOpenSwapsOfSuspendedMember,
  withdrawRequestsBetween,
} from './swap-hooks.ts';
export { lockOpenSwapsOf } from './swap-lifecycle.repository.ts';
export { collectSwapLifecycleData, purgeSwapLifecycleData } from './member-data.repository.ts';
export { listDisputes } from './dispute-listing.ts';
export { resolveDispute } from './dispute-resolution.ts';
export { adminDisputesRoutes } from './admin-disputes.routes.ts';
