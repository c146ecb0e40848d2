import { route } from '../shared/route.ts';

/** Impact reports (ADR 174): a community's for its coordinators, the install's for admins. */
export const impactRoutes = {
  getCommunityImpact: route('GET', '/api/communities/:slug/impact'),
  exportCommunityImpact: route('GET', '/api/communities/:slug/impact/export.csv'),
  exportCommunityImpactPdf: route('GET', '/api/communities/:slug/impact/export.pdf'),
  getCommunityImpactSettings: route('GET', '/api/communities/:slug/impact/settings'),
  updateCommunityImpactSettings: route('PUT', '/api/communities/:slug/impact/settings'),
  listImpactLinks: route('GET', '/api/communities/:slug/impact/links'),
  createImpactLink: route('POST', '/api/communities/:slug/impact/links'),
  revokeImpactLink: route('POST', '/api/communities/:slug/impact/links/:linkId/revoke'),
  getSharedImpact: route('GET', '/api/impact/shared/:token'),
  getReportingDetails: route('GET', '/api/me/reporting-details'),
  updateReportingDetails: route('PUT', '/api/me/reporting-details'),
  getHoursCertificate: route('GET', '/api/me/hours-certificate.pdf'),
  getInstallImpact: route('GET', '/api/admin/impact'),
  exportInstallImpact: route('GET', '/api/admin/impact/export.csv'),
  exportInstallImpactPdf: route('GET', '/api/admin/impact/export.pdf'),
  getInstallImpactSettings: route('GET', '/api/admin/impact/settings'),
  updateInstallImpactSettings: route('PUT', '/api/admin/impact/settings'),
};
