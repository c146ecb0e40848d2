import {
  memberSessionParamsSchema,
  memberSessionSchema,
  signedOutSessionsSchema,
} from './member-sessions.ts';
import {
  recoveryCodeInputSchema,
  recoveryCodeListSchema,
  recoveryCodeStatusSchema,
  verifiedFactorSessionSchema,
} from './recovery-codes.ts';
import { memberSessionRoutes, recoveryCodeRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const recoveryCodeEndpoints = {
  getRecoveryCodeStatus: defineEndpoint(recoveryCodeRoutes.getRecoveryCodeStatus, {
    tag: 'Auth',
    summary: 'Count the signed-in member’s unused recovery codes',
    access: 'member',
    responses: { 200: recoveryCodeStatusSchema },
    errors: { 403: ['mfa_required'] },
  }),
  regenerateRecoveryCodes: defineEndpoint(recoveryCodeRoutes.regenerateRecoveryCodes, {
    tag: 'Auth',
    summary: 'Replace all recovery codes with ten new ones, answered once',
    description:
      'Every earlier code stops working. Needs a verified factor, a session at aal2 and a recent ' +
      're-authentication (`reauth_required`).',
    access: 'member',
    responses: { 200: recoveryCodeListSchema },
    errors: { 403: ['mfa_required', 'reauth_required'], 409: ['conflict'] },
  }),
  verifyRecoveryCode: defineEndpoint(recoveryCodeRoutes.verifyRecoveryCode, {
    tag: 'Auth',
    summary: 'Use a recovery code instead of a second factor; the answer is a new session at aal2',
    description: 'Each code works once. Counted with the challenge attempts of the member’s factors.',
    access: 'member',
    beforeSecondFactor: true,
    body: recoveryCodeInputSchema,
    responses: { 200: verifiedFactorSessionSchema },
    errors: { 422: ['validation_failed'], 429: ['rate_limit_exceeded'] },
  }),
} satisfies Record<keyof typeof recoveryCodeRoutes, Endpoint>;

export const memberSessionEndpoints = {
  listMemberSessions: defineEndpoint(memberSessionRoutes.listMemberSessions, {
    tag: 'Auth',
    summary: 'List the signed-in member’s active sessions and their devices',
    access: 'member',
    responses: { 200: memberSessionSchema.array() },
    errors: { 403: ['mfa_required'] },
  }),
  signOutSession: defineEndpoint(memberSessionRoutes.signOutSession, {
    tag: 'Auth',
    summary: 'Sign out one of the member’s other sessions',
    description:
      'Its refresh tokens stop working at once, and so do its access tokens. The current session signs out ' +
      'with `/api/auth/logout` instead (409 here).',
    access: 'member',
    params: memberSessionParamsSchema,
    responses: { 204: null },
    errors: { 403: ['mfa_required'], 404: ['not_found'], 409: ['conflict'] },
  }),
  signOutOtherSessions: defineEndpoint(memberSessionRoutes.signOutOtherSessions, {
    tag: 'Auth',
    summary: 'Sign out every session of the member except this one',
    description:
      'Also revokes every personal access token of the member and closes the live streams of the ended ' +
      'sessions.',
    access: 'member',
    responses: { 200: signedOutSessionsSchema },
    errors: { 403: ['mfa_required'] },
  }),
} satisfies Record<keyof typeof memberSessionRoutes, Endpoint>;
