import { route } from '../shared/route.ts';

/** Safeguarding in a community (ADR 178). */
export const communitySafeguardingRoutes = {
  getSafeguarding: route('GET', '/api/communities/:slug/safeguarding'),
  getOwnSafeguarding: route('GET', '/api/communities/:slug/safeguarding/me'),
  saveVetting: route('PUT', '/api/communities/:slug/safeguarding/vetting/:memberId'),
  withdrawVetting: route('DELETE', '/api/communities/:slug/safeguarding/vetting/:memberId'),
  flagMember: route('PUT', '/api/communities/:slug/safeguarding/flags/:memberId'),
  unflagMember: route('DELETE', '/api/communities/:slug/safeguarding/flags/:memberId'),
  listReferenceChecked: route('GET', '/api/communities/:slug/reference-checked'),
  getMemberReferenceChecks: route('GET', '/api/profiles/:id/reference-checks'),
};
