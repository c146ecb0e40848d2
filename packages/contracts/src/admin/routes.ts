import { route } from '../shared/route.ts';

/** The operator console's endpoints (ADR 66). Each area of the console adds its own under /api/admin. */
export const adminRoutes = {
  listTeam: route('GET', '/api/admin/team'),
  getOverview: route('GET', '/api/admin/overview'),
};
