import {
  changeEmailSchema,
  changePasswordSchema,
  emailChangedSchema,
  emailChangeStartedSchema,
  emailLinkSchema,
  passwordResetRequestedSchema,
  reauthenticatedSchema,
  reauthenticateSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from './schemas.ts';
import { credentialRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

// A dangerous change answers 403 `reauth_required` unless the session proved the password, a second factor
// or a fresh OAuth sign-in within the last 5 minutes; `reauthenticate` is how a client proves it again.
export const credentialEndpoints = {
  requestPasswordReset: defineEndpoint(credentialRoutes.requestPasswordReset, {
    tag: 'Auth',
    summary: 'Mail a password-reset link to an address, if it has an account',
    description:
      'Every address gets the same answer in the same time; only an address with an account gets a link ' +
      '(single use, valid for 30 minutes).',
    access: 'public',
    body: requestPasswordResetSchema,
    responses: { 202: passwordResetRequestedSchema },
    errors: { 429: ['rate_limit_exceeded'] },
  }),
  resetPassword: defineEndpoint(credentialRoutes.resetPassword, {
    tag: 'Auth',
    summary: 'Set a new password with a mailed reset link; every session of the member ends',
    description:
      'Signs nobody in: the member signs in with the new password afterwards, and still passes their second ' +
      'factor if they have one.',
    access: 'public',
    body: resetPasswordSchema,
    responses: { 204: null },
    errors: { 400: ['invalid_link'], 422: ['weak_password'], 429: ['rate_limit_exceeded'] },
  }),
  changePassword: defineEndpoint(credentialRoutes.changePassword, {
    tag: 'Auth',
    summary: 'Change the password; every other session of the member ends',
    description: 'The current password is required, and counts as the re-authentication this change needs.',
    access: 'member',
    body: changePasswordSchema,
    responses: { 204: null },
    errors: { 400: ['invalid_credentials'], 422: ['weak_password'], 429: ['rate_limit_exceeded'] },
  }),
  changeEmail: defineEndpoint(credentialRoutes.changeEmail, {
    tag: 'Auth',
    summary: 'Start changing the e-mail address: the new address confirms by a mailed link',
    access: 'member',
    body: changeEmailSchema,
    responses: { 202: emailChangeStartedSchema },
    errors: { 403: ['reauth_required'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
  confirmEmailChange: defineEndpoint(credentialRoutes.confirmEmailChange, {
    tag: 'Auth',
    summary: 'Confirm a new e-mail address with the link mailed to it',
    description: 'The old address is told, with a link that undoes the change within 7 days.',
    access: 'public',
    body: emailLinkSchema,
    responses: { 200: emailChangedSchema },
    errors: { 400: ['invalid_link'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
  undoEmailChange: defineEndpoint(credentialRoutes.undoEmailChange, {
    tag: 'Auth',
    summary: 'Undo an e-mail change with the link mailed to the old address',
    description: 'Restores the old address and ends every session of the member.',
    access: 'public',
    body: emailLinkSchema,
    responses: { 200: emailChangedSchema },
    errors: { 400: ['invalid_link'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
  reauthenticate: defineEndpoint(credentialRoutes.reauthenticate, {
    tag: 'Auth',
    summary: 'Prove the password again, before a dangerous action',
    description:
      'Marks the session as recently authenticated for 5 minutes. A second factor proves it too ' +
      '(`/api/auth/factors/{id}/verify`), as does a fresh OAuth sign-in.',
    access: 'member',
    body: reauthenticateSchema,
    responses: { 200: reauthenticatedSchema },
    errors: { 400: ['invalid_credentials'], 429: ['rate_limit_exceeded'] },
  }),
} satisfies Record<keyof typeof credentialRoutes, Endpoint>;
