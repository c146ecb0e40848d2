import { route } from '../shared/route.ts';

export const exploreRoutes = {
  searchProfiles: route('GET', '/api/profiles'),
  searchProfilesAdvanced: route('GET', '/api/explore/advanced'),
};
