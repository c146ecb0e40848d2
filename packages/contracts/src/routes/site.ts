import { route } from './route.ts';

export const siteRoutes = {
  getPublicConfig: route('GET', '/api/config/public'),
};
