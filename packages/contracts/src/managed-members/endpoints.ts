import { z } from 'zod';
import {
  claimAccountSchema,
  claimCodeSchema,
  claimedAccountSchema,
  createManagedMemberSchema,
  managedMemberListSchema,
  managedMemberSchema,
} from './schemas.ts';
import { managedMemberRoutes } from './routes.ts';
import { slugParams } from '../communities/endpoints.ts';
import { defineEndpoint } from '../shared/endpoint.ts';

// No token scope: a program or a helper never creates accounts or hands out codes that open them.
const coordinatorWrite = { tag: 'Communities', access: 'member', needsVerifiedEmail: true } as const;
const coordinatorsOnly = 'For the community’s coordinators (403 `forbidden` for anyone else); audited.';

/** Members without e-mail (ADR 180). */
export const managedMemberEndpoints = {
  listManagedMembers: defineEndpoint(managedMemberRoutes.listManagedMembers, {
    tag: 'Communities',
    access: 'member',
    summary: 'List the community’s members without e-mail (coordinators)',
    description: `Members the community’s coordinators created who have not claimed their account yet. ${coordinatorsOnly}`,
    params: slugParams,
    responses: { 200: managedMemberListSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  createManagedMember: defineEndpoint(managedMemberRoutes.createManagedMember, {
    ...coordinatorWrite,
    summary: 'Create a member who has no e-mail (coordinators)',
    description:
      'An active member of the community with a profile, a phone number or no contact, and the coordinator as ' +
      `their helper; no mail is ever sent to them until they claim the account. ${coordinatorsOnly}`,
    params: slugParams,
    body: createManagedMemberSchema,
    responses: { 201: managedMemberSchema },
    errors: { 400: ['validation_failed'], 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  issueClaimCode: defineEndpoint(managedMemberRoutes.issueClaimCode, {
    ...coordinatorWrite,
    summary: 'Issue a one-time code that lets a member without e-mail claim their account (coordinators)',
    description:
      'Shown once; it works for 14 days and replaces any earlier code of the member. ' + coordinatorsOnly,
    params: slugParams.extend({ memberId: z.uuid('Member not found') }),
    responses: { 201: claimCodeSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  claimAccount: defineEndpoint(managedMemberRoutes.claimAccount, {
    tag: 'Auth',
    access: 'public',
    summary: 'Claim an account a coordinator created, with its one-time code',
    description:
      'Gives the account an e-mail address (a verification link is mailed to it) and a password, then the member ' +
      'signs in as anyone does. The code works once. A wrong or used code and an address already registered are ' +
      'both 400; attempts are limited per client address (429).',
    body: claimAccountSchema,
    responses: { 200: claimedAccountSchema },
    errors: {
      400: ['validation_failed', 'invalid_link'],
      422: ['weak_password'],
      429: ['rate_limit_exceeded'],
    },
  }),
};
