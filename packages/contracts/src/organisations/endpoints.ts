import { z } from 'zod';
import { communitySummarySchema, organisationBrandingSchema } from '../communities/schemas.ts';
import {
  acceptInvitationSchema,
  allowedDomainSchema,
  createOrganisationSchema,
  inviteToOrganisationSchema,
  organisationInvitationSchema,
  organisationLogoSchema,
  organisationSchema,
  updateOrganisationBrandingSchema,
} from './schemas.ts';
import { organisationRoutes } from './routes.ts';
import {
  createdWebhookEndpointSchema,
  createOrganisationWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '../webhooks/schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const slugParams = z.object({ slug: z.string().trim().min(1).max(60, 'Organisation not found') });
const invitationParams = slugParams.extend({ invitationId: z.uuid('Invitation not found') });
const hidden =
  'An organisation is a private community: anyone who is not its member gets 404, as for a slug that does not exist.';
const adminOnly = `Its admins (owner and coordinators) only; 403 \`plan_required\` when the owning account is no longer on Enterprise. ${hidden}`;

const write = {
  tag: 'Communities',
  access: 'member',
  needsVerifiedEmail: true,
  tokenScope: 'communities:write',
} as const;
const endpointParams = slugParams.extend({ endpointId: z.uuid('Endpoint not found') });
/** An organisation's webhooks (ADR 131): a signed-in admin's session, like an account's own webhooks. */
const hooks = {
  tag: 'Integrations',
  access: 'member',
  description: adminOnly,
  errors: { 403: ['forbidden', 'plan_required'], 404: ['not_found'] },
} as const;
const invitationsResponse = { 200: z.object({ items: z.array(organisationInvitationSchema) }) };

export const organisationEndpoints = {
  createOrganisation: defineEndpoint(organisationRoutes.createOrganisation, {
    ...write,
    summary: 'Create the Enterprise account’s organisation: a private community with seats',
    description:
      'The account becomes its owner. It starts with the default seats; operators set the contract’s number.',
    planFeature: 'team-management',
    body: createOrganisationSchema,
    responses: { 201: z.object({ data: communitySummarySchema }) },
    errors: { 400: ['validation_failed'], 403: ['email_unverified'], 409: ['conflict'] },
  }),
  getOrganisation: defineEndpoint(organisationRoutes.getOrganisation, {
    tag: 'Communities',
    access: 'member',
    tokenScope: 'communities:read',
    summary: 'Read an organisation’s seats (used and in all) and its allowed domain',
    description: hidden,
    params: slugParams,
    responses: { 200: z.object({ data: organisationSchema }) },
    errors: { 404: ['not_found'] },
  }),
  listOrganisationInvitations: defineEndpoint(organisationRoutes.listOrganisationInvitations, {
    tag: 'Communities',
    access: 'member',
    tokenScope: 'communities:read',
    summary: 'List the invitations not yet accepted (admins)',
    description: adminOnly,
    params: slugParams,
    responses: invitationsResponse,
    errors: { 403: ['forbidden', 'plan_required'], 404: ['not_found'] },
  }),
  inviteToOrganisation: defineEndpoint(organisationRoutes.inviteToOrganisation, {
    ...write,
    summary: 'Invite someone by e-mail; the invitation holds a seat until accepted, revoked or expired',
    description: `${adminOnly} 409 \`conflict\` when every seat is used or the address is already a member.`,
    params: slugParams,
    body: inviteToOrganisationSchema,
    responses: invitationsResponse,
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'plan_required'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  revokeOrganisationInvitation: defineEndpoint(organisationRoutes.revokeOrganisationInvitation, {
    ...write,
    summary: 'Revoke an invitation; its link stops working and its seat is free again',
    description: adminOnly,
    params: invitationParams,
    responses: invitationsResponse,
    errors: { 403: ['forbidden', 'email_unverified', 'plan_required'], 404: ['not_found'] },
  }),
  setOrganisationDomain: defineEndpoint(organisationRoutes.setOrganisationDomain, {
    ...write,
    summary: 'Let members with a verified address in a domain join without an invitation (or stop it)',
    description: `${adminOnly} Joining this way still takes a free seat.`,
    params: slugParams,
    body: allowedDomainSchema,
    responses: { 200: z.object({ data: organisationSchema }) },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'plan_required'],
      404: ['not_found'],
    },
  }),
  getOrganisationBranding: defineEndpoint(organisationRoutes.getOrganisationBranding, {
    tag: 'Communities',
    access: 'member',
    tokenScope: 'communities:read',
    summary: 'Read the organisation’s white-label branding (admins)',
    description: `${adminOnly} What was saved is kept, not shown, while the owner is not on Enterprise.`,
    params: slugParams,
    responses: { 200: z.object({ data: organisationBrandingSchema }) },
    errors: { 403: ['forbidden', 'plan_required'], 404: ['not_found'] },
  }),
  updateOrganisationBranding: defineEndpoint(organisationRoutes.updateOrganisationBranding, {
    ...write,
    summary: 'Set the display name, logo and accent colour its pages and mails show (admins)',
    description:
      'The accent is `#rrggbb`; a colour on which white text has less than 4.5:1 contrast answers 400. ' +
      `\`logoId\` is what the logo upload answered; an unknown one answers 422. ${adminOnly}`,
    params: slugParams,
    body: updateOrganisationBrandingSchema,
    responses: { 200: z.object({ data: organisationBrandingSchema }) },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'plan_required'],
      404: ['not_found'],
      422: ['validation_failed'],
    },
  }),
  uploadOrganisationLogo: defineEndpoint(organisationRoutes.uploadOrganisationLogo, {
    ...write,
    summary: 'Upload the organisation’s logo (admins)',
    description:
      'A JPEG, PNG or WebP image of up to 5 MB in the multipart field `file`, fitted inside 512×512 as WebP. ' +
      `Answers the \`imageId\` to save as \`logoId\`; anything else than an image answers 415. ${adminOnly}`,
    params: slugParams,
    bodyType: 'multipart',
    responses: { 201: organisationLogoSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'plan_required'],
      404: ['not_found'],
    },
  }),
  acceptOrganisationInvitation: defineEndpoint(organisationRoutes.acceptOrganisationInvitation, {
    ...write,
    summary: 'Accept an e-mailed invitation with the signed-in account it was sent to',
    description:
      'The account’s verified address must be the invited one. 400 `invalid_link` for an unknown, used, ' +
      'revoked or expired link.',
    body: acceptInvitationSchema,
    responses: { 200: z.object({ data: communitySummarySchema }) },
    errors: {
      400: ['validation_failed', 'invalid_link'],
      403: ['forbidden', 'email_unverified', 'plan_required'],
      409: ['conflict'],
    },
  }),
  listOrganisationWebhooks: defineEndpoint(organisationRoutes.listOrganisationWebhooks, {
    ...hooks,
    summary: 'List the organisation’s webhook endpoints (admins)',
    params: slugParams,
    responses: { 200: z.object({ data: z.array(webhookEndpointSchema) }) },
  }),
  createOrganisationWebhook: defineEndpoint(organisationRoutes.createOrganisationWebhook, {
    ...hooks,
    summary: 'Register an https endpoint for the organisation’s events (admins)',
    description:
      'Events: members joining and leaving, and the swaps and reviews of its members, each payload naming ' +
      'the organisation. Signed, retried and logged as an account’s endpoints are (the webhooks section); ' +
      'the secret is answered once. The endpoint belongs to the organisation, not to the admin who made it. ' +
      adminOnly,
    params: slugParams,
    body: createOrganisationWebhookEndpointSchema,
    responses: { 201: z.object({ data: createdWebhookEndpointSchema }) },
    errors: { ...hooks.errors, 400: ['validation_failed'], 409: ['conflict'] },
  }),
  deleteOrganisationWebhook: defineEndpoint(organisationRoutes.deleteOrganisationWebhook, {
    ...hooks,
    summary: 'Delete one of the organisation’s webhook endpoints and its delivery log (admins)',
    params: endpointParams,
    responses: { 204: null },
  }),
  listOrganisationWebhookDeliveries: defineEndpoint(organisationRoutes.listOrganisationWebhookDeliveries, {
    ...hooks,
    summary: 'List an organisation endpoint’s latest 50 deliveries, each with its attempts (admins)',
    params: endpointParams,
    responses: { 200: z.object({ data: z.array(webhookDeliverySchema) }) },
  }),
  redeliverOrganisationWebhook: defineEndpoint(organisationRoutes.redeliverOrganisationWebhook, {
    ...hooks,
    summary: 'Deliver an organisation’s event again, with the same event id (admins)',
    params: endpointParams.extend({ deliveryId: z.coerce.number().int().positive() }),
    responses: { 202: z.object({ data: webhookDeliverySchema }) },
    errors: { ...hooks.errors, 409: ['conflict'] },
  }),
} satisfies Record<keyof typeof organisationRoutes, Endpoint>;
