import { route } from '../shared/route.ts';

/** A member's own reports (ADR 73). */
export const moderationRoutes = {
  createReport: route('POST', '/api/reports'),
  listMyReports: route('GET', '/api/reports/mine'),
};
