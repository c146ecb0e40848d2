import { route } from '../shared/route.ts';

export const siteRoutes = {
  getPublicConfig: route('GET', '/api/config/public'),
};
