import { route } from '../shared/route.ts';

/** A community's areas (ADR 176). */
export const communityAreaRoutes = {
  listCommunityAreas: route('GET', '/api/communities/:slug/areas'),
  createCommunityArea: route('POST', '/api/communities/:slug/areas'),
  updateCommunityArea: route('PUT', '/api/communities/:slug/areas/:areaId'),
  deleteCommunityArea: route('DELETE', '/api/communities/:slug/areas/:areaId'),
};
