// The communities module's public entry (ADR 98): community pages, membership and roles, announcements, the
// community fund (through the ledger), the coordinator dashboard, and the member scope Explore and Matches use.
export { communitiesRoutes } from './communities.routes.ts';
export { boardCommunity, communityScope } from './communities.service.ts';
export { readableCommunityIdsSql } from './communities.repository.ts';
