import { route } from '../shared/route.ts';

/** The console's Members page (ADR 72): search, a member's page, the badge and roles. */
export const adminMemberRoutes = {
  searchMembers: route('GET', '/api/admin/members'),
  getMember: route('GET', '/api/admin/members/:memberId'),
  setVerified: route('PUT', '/api/admin/members/:memberId/verified'),
  setRole: route('PUT', '/api/admin/members/:memberId/role'),
  setPlan: route('PUT', '/api/admin/members/:memberId/plan'),
  refundFirstPremiumPayment: route('POST', '/api/admin/members/:memberId/refund'),
};
