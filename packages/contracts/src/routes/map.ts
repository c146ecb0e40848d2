import { route } from './route.ts';

/** The members' map (issue 39 item 6, ADR 175). */
export const mapRoutes = {
  getCommunityMap: route('GET', '/api/communities/:slug/map'),
  getExploreMap: route('GET', '/api/explore/map'),
};
