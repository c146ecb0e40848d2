import { route } from '../shared/route.ts';

/** The console's Organisations page (ADR 142): organisations and their account managers. */
export const adminOrganisationRoutes = {
  listConsoleOrganisations: route('GET', '/api/admin/organisations'),
  setAccountManager: route('PUT', '/api/admin/organisations/:slug/account-manager'),
};
