import { route } from '../shared/route.ts';

/** Members without e-mail (ADR 180). */
export const managedMemberRoutes = {
  listManagedMembers: route('GET', '/api/communities/:slug/managed-members'),
  createManagedMember: route('POST', '/api/communities/:slug/managed-members'),
  issueClaimCode: route('POST', '/api/communities/:slug/managed-members/:memberId/claim-code'),
  claimAccount: route('POST', '/api/claim-account'),
};
