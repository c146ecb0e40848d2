import { route } from '../shared/route.ts';

/** The console's Reports queue and suspension (ADR 73); moderators and admins. */
export const adminReportRoutes = {
  listReports: route('GET', '/api/admin/reports'),
  dismissReport: route('POST', '/api/admin/reports/:id/dismiss'),
  hideReportedContent: route('POST', '/api/admin/reports/:id/hide'),
  warnReportedMember: route('POST', '/api/admin/reports/:id/warn'),
  suspendReportedMember: route('POST', '/api/admin/reports/:id/suspend'),
  /** For the Members page too: suspend or unsuspend any member by id. */
  suspendMember: route('POST', '/api/admin/members/:id/suspend'),
  unsuspendMember: route('POST', '/api/admin/members/:id/unsuspend'),
};
