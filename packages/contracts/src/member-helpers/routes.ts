import { route } from '../shared/route.ts';

/** Helpers who act for members (ADR 179). */
export const memberHelperRoutes = {
  listMyHelpers: route('GET', '/api/me/helpers'),
  appointHelper: route('POST', '/api/me/helpers'),
  revokeHelper: route('DELETE', '/api/helpers/:appointmentId'),
  listMyHelperActions: route('GET', '/api/me/helper-actions'),
  listSwapHelperActions: route('GET', '/api/swaps/:id/helper-actions'),
  listCommunityHelpers: route('GET', '/api/communities/:slug/helpers'),
};
