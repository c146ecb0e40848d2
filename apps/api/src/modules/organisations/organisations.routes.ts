import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { communityEndpoints } from '@skillswap/contracts/communities/endpoints';
import { organisationEndpoints } from '@skillswap/contracts/organisations/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import { organisationAccountsRoutes } from './organisation-accounts.routes.ts';
import {
  organisationBrandingRoutes,
  type OrganisationsRoutesOptions,
} from './organisation-branding.routes.ts';
import { importMembers } from './member-import.service.ts';
import { organisationWebhooksRoutes } from './organisation-webhooks.routes.ts';
import {
  acceptInvitation,
  createOrganisation,
  getOrganisation,
  inviteToOrganisation,
  listInvitations,
  revokeOrganisationInvitation,
  setAllowedDomain,
} from './organisations.service.ts';

/**
 * Organisations (ADR 122): an Enterprise account's private community with seats, invitations and a domain.
 */
export const organisationsRoutes: FastifyPluginAsyncZod<OrganisationsRoutesOptions> = async (
  app,
  options,
) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;
  await app.register(organisationWebhooksRoutes);
  await app.register(organisationAccountsRoutes);
  await app.register(organisationBrandingRoutes, { storeLogo: options.storeLogo });

  app.route({
    ...endpointRoute(organisationEndpoints.createOrganisation),
    handler: async (request, reply) => {
      const organisation = await createOrganisation(db, {
        accountId: viewer(request),
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      });
      return reply.status(201).send({ data: organisation });
    },
  });
  app.route({
    ...endpointRoute(organisationEndpoints.getOrganisation),
    handler: async (request) => ({
      data: await getOrganisation(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        now: clock.now(),
      }),
    }),
  });
  app.route({
    ...endpointRoute(organisationEndpoints.listOrganisationInvitations),
    handler: async (request) =>
      listInvitations(db, { viewerId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(organisationEndpoints.inviteToOrganisation),
    handler: async (request) =>
      inviteToOrganisation(db, {
        adminId: viewer(request),
        slug: request.params.slug,
        email: request.body.email,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(organisationEndpoints.revokeOrganisationInvitation),
    handler: async (request) =>
      revokeOrganisationInvitation(db, {
        adminId: viewer(request),
        slug: request.params.slug,
        invitationId: request.params.invitationId,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(organisationEndpoints.setOrganisationDomain),
    handler: async (request) => ({
      data: await setAllowedDomain(db, {
        adminId: viewer(request),
        slug: request.params.slug,
        domain: request.body.domain,
        now: clock.now(),
        audit: auditOf(request),
      }),
    }),
  });
  app.route({
    ...endpointRoute(organisationEndpoints.acceptOrganisationInvitation),
    handler: async (request) => ({
      data: await acceptInvitation(db, {
        memberId: viewer(request),
        token: request.body.token,
        now: clock.now(),
        audit: auditOf(request),
      }),
    }),
  });
  // A coordinator's CSV import of members (ADR 130) invites into organisations too, so it lives
  // here (ADR 196).
  app.route({
    ...endpointRoute(communityEndpoints.importCommunityMembers),
    handler: async (request) =>
      importMembers(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
        audit: auditOf(request),
        secret: config.AUTH_SECRET,
      }),
  });
};
