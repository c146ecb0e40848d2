import { z } from 'zod';
import {
  createdPersonalTokenSchema,
  createPersonalTokenSchema,
  personalTokenListSchema,
  personalTokenParamsSchema,
} from './schemas.ts';
import { personalTokenRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

// Managing tokens takes a signed-in session: a token can never make, list or revoke tokens (no `tokenScope`).
export const personalTokenEndpoints = {
  listPersonalTokens: defineEndpoint(personalTokenRoutes.listPersonalTokens, {
    tag: 'Auth',
    summary: 'List the signed-in member’s personal access tokens',
    description:
      '`isAvailable` is false unless the member is on the Enterprise plan. Expired tokens stay listed, ' +
      'with their `expiresAt`, until revoked.',
    access: 'member',
    responses: { 200: z.object({ data: personalTokenListSchema }) },
  }),
  createPersonalToken: defineEndpoint(personalTokenRoutes.createPersonalToken, {
    tag: 'Auth',
    summary: 'Create a named, scoped personal access token (Enterprise plan)',
    description:
      'Answers the token once; only its hash is kept, and the member is mailed. The token works for ' +
      '`expiresInDays` (30, 90 or 365; 90 when left out). 403 `reauth_required` unless the password or a ' +
      'second factor was proved in the last 5 minutes; 403 `plan_required` (`plan`: `enterprise`) when ' +
      'the member is not on the Enterprise plan; 409 `conflict` when they already hold the most tokens allowed.',
    access: 'member',
    planFeature: 'api-access',
    body: createPersonalTokenSchema,
    responses: { 201: z.object({ data: createdPersonalTokenSchema }) },
    errors: { 403: ['reauth_required'], 409: ['conflict'] },
  }),
  revokePersonalToken: defineEndpoint(personalTokenRoutes.revokePersonalToken, {
    tag: 'Auth',
    summary: 'Revoke a personal access token at once',
    access: 'member',
    params: personalTokenParamsSchema,
    responses: { 204: null },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof personalTokenRoutes, Endpoint>;
