import { route } from './route.ts';

export const exploreRoutes = {
  searchProfiles: route('GET', '/api/profiles'),
};
