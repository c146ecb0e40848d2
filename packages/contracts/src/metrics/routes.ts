import { route } from '../shared/route.ts';

export const metricsRoutes = {
  /** Outside /api, where Prometheus scrapers look by default. */
  getMetrics: route('GET', '/metrics'),
};
