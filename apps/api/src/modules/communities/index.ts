// The communities module's public entry (ADRs 98, 122, 196): community pages, membership and roles,
// announcements, the community fund (through the ledger), the coordinator dashboard, the member scope Explore
// and Matches use, and what the organisations module, which builds on communities, reads of a community and
// of an organisation's rules.
export { auditOf, communitiesRoutes } from './communities.routes.ts';
export { createCommunity, toSummary } from './communities.service.ts';
export {
  assertCanSeeContent,
  assertCoordinator,
  boardCommunity,
  communityScope,
  communityScopeOf,
  isCoordinator,
  standingIn,
  isActiveCommunityMember,
  workshopCommunity,
} from './community-standing.ts';
export {
  activeCommunityIdsSql,
  collectCommunityData,
  countMembers,
  findCommunityById,
  findCommunityNames,
  memberIdsSql,
  readableCommunityIdsSql,
  upsertMembership,
  type CommunityRow,
} from './communities.repository.ts';
export { handOverCommunitiesOfDeletedMember } from './community-handover.ts';
export { findMailBrand, toBranding } from './organisation-branding.ts';
export { assertOwnerOnEnterprise, organisationOf, seatsFull } from './organisation-membership.ts';
export { countSeats, findMemberAddress, type OrganisationRow } from './organisation-reads.repository.ts';
