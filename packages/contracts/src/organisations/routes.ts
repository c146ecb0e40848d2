import { route } from '../shared/route.ts';

/**
 * Organisations (ADR 122): an Enterprise account's private community with seats, invitations and a domain.
 */
export const organisationRoutes = {
  createOrganisation: route('POST', '/api/organisations'),
  getOrganisation: route('GET', '/api/organisations/:slug'),
  listOrganisationInvitations: route('GET', '/api/organisations/:slug/invitations'),
  inviteToOrganisation: route('POST', '/api/organisations/:slug/invitations'),
  revokeOrganisationInvitation: route('POST', '/api/organisations/:slug/invitations/:invitationId/revoke'),
  setOrganisationDomain: route('PUT', '/api/organisations/:slug/domain'),
  getOrganisationBranding: route('GET', '/api/organisations/:slug/branding'),
  updateOrganisationBranding: route('PUT', '/api/organisations/:slug/branding'),
  uploadOrganisationLogo: route('POST', '/api/organisations/:slug/branding/logo'),
  acceptOrganisationInvitation: route('POST', '/api/organisation-invitations/accept'),
  listOrganisationWebhooks: route('GET', '/api/organisations/:slug/webhooks'),
  createOrganisationWebhook: route('POST', '/api/organisations/:slug/webhooks'),
  deleteOrganisationWebhook: route('DELETE', '/api/organisations/:slug/webhooks/:endpointId'),
  listOrganisationWebhookDeliveries: route('GET', '/api/organisations/:slug/webhooks/:endpointId/deliveries'),
  redeliverOrganisationWebhook: route(
    'POST',
    '/api/organisations/:slug/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
  ),
};
