// The federation module's public entry (ADR 183): this install as a node of a Credit Commons tree —
// its name, its links with a trunk and with branches, their limits and their kill switch.
export { federationRoutes } from './federation.routes.ts';
export { federationTransferRoutes } from './federation-transfers.routes.ts';
export { deliverDueTransfers } from './federation-transfers.delivery.ts';
export { alertStuckDeliveries } from './federation-transfers.alerts.ts';
export { federationSwapRequestRoutes } from './federation-swap-requests.routes.ts';
export { federationMemberBlockRoutes } from './federation-member-blocks.routes.ts';
export { federationMemberReportRoutes } from './federation-member-reports.routes.ts';
export { deliverDueMemberReports } from './federation-member-reports.service.ts';
export { deliverDueSwapRequests } from './federation-swap-requests.delivery.ts';
export { expireUnansweredSwapRequests } from './federation-swap-requests.expiry.ts';
export { deliverDueSwapMessages } from './federation-swap-messages.delivery.ts';
export { federationDirectoryRoutes } from './federation-directory.routes.ts';
export { federationReconciliationRoutes } from './federation-reconciliation.routes.ts';
export { reconcileDueLinks, reconcileNow } from './federation-reconciliation.service.ts';
export { expireStaleProposals } from './federation-transfers.expiry.ts';
// Operator commands link nodes from the command line as admins do in the console (ADR 187).
export { createInvitation, getFederation, joinTrunk } from './federation.service.ts';
// A node that joined a hub from the command line tells it what lies beneath it, as the console does
// (ADR 218).
export { announceRoutes } from './federation-routes.service.ts';
