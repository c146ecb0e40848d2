// The communities module's public entry (ADRs 98, 122): community pages, membership and roles, announcements, the
// community fund (through the ledger), the coordinator dashboard, and the member scope Explore and Matches use.
export { auditOf, communitiesRoutes } from './communities.routes.ts';
export {
  assertCanSeeContent,
  assertCoordinator,
  boardCommunity,
  communityScope,
  standingIn,
  isActiveCommunityMember,
  workshopCommunity,
} from './communities.service.ts';
export {
  activeCommunityIdsSql,
  collectCommunityData,
  findCommunityNames,
  memberIdsSql,
  readableCommunityIdsSql,
  upsertMembership,
  type CommunityRow,
} from './communities.repository.ts';
export { handOverCommunitiesOfDeletedMember } from './community-handover.ts';
export { organisationsRoutes } from './organisations.routes.ts';
export { setOrganisationSeats } from './organisations.service.ts';
