import { route } from '../shared/route.ts';

/** The console's Audit log page (ADR 72). */
export const adminAuditRoutes = {
  listAuditLog: route('GET', '/api/admin/audit'),
};
