import { route } from '../shared/route.ts';

export const healthRoutes = {
  checkLiveness: route('GET', '/api/health'),
  checkReadiness: route('GET', '/api/health/ready'),
};
