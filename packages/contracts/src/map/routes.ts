import { route } from '../shared/route.ts';

/** The members' map (ADR 175), and the board posts and workshops it can show (ADR 193). */
export const mapRoutes = {
  getCommunityMap: route('GET', '/api/communities/:slug/map'),
  getExploreMap: route('GET', '/api/explore/map'),
  getCommunityMapPosts: route('GET', '/api/communities/:slug/map/posts'),
  getCommunityMapWorkshops: route('GET', '/api/communities/:slug/map/workshops'),
  getExploreMapPosts: route('GET', '/api/explore/map/posts'),
  getExploreMapWorkshops: route('GET', '/api/explore/map/workshops'),
};
