import {
  assignAccountManagerSchema,
  consoleOrganisationParams,
  consoleOrganisationSchema,
  consoleOrganisationsSchema,
} from './schemas.ts';
import { adminOrganisationRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const adminOrganisationEndpoints = {
  listConsoleOrganisations: defineEndpoint(adminOrganisationRoutes.listConsoleOrganisations, {
    tag: 'Console',
    summary: 'List organisations with their owner, plan, seats and account manager',
    description: 'By name. Moderators and admins.',
    access: 'moderator',
    responses: { 200: consoleOrganisationsSchema },
  }),
  setAccountManager: defineEndpoint(adminOrganisationRoutes.setAccountManager, {
    tag: 'Console',
    summary: 'Assign a member of staff as an organisation’s account manager, or clear it',
    description:
      'Admins only; audited with the admin who did it. The staff member must be a moderator or an admin ' +
      '(400 otherwise). `displayName` is the only thing about them the organisation’s admins see; their ' +
      'contact messages are listed first for that staff member.',
    access: 'admin',
    params: consoleOrganisationParams,
    body: assignAccountManagerSchema,
    responses: { 200: consoleOrganisationSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof adminOrganisationRoutes, Endpoint>;
