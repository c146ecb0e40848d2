import { route } from '../shared/route.ts';

export const insightRoutes = {
  getInsights: route('GET', '/api/me/insights'),
  downloadInsights: route('GET', '/api/me/insights.csv'),
};
