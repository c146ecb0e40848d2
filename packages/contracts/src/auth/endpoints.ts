import {
  assuranceSchema,
  authUserSchema,
  emailVerifiedSchema,
  jwksSchema,
  refreshTokenBodySchema,
  sessionSchema,
  signUpSchema,
  tokenBodySchema,
  tokenQuerySchema,
  verifyEmailSchema,
  resendVerificationSchema,
} from './schemas.ts';
import {
  authorizeQuerySchema,
  authProvidersSchema,
  challengeSchema,
  enrolFactorSchema,
  enrolledFactorSchema,
  factorParamsSchema,
  factorSchema,
  oauthCallbackQuerySchema,
  removedFactorSchema,
  renameFactorSchema,
  verifyFactorSchema,
} from './mfa.ts';
import { verifiedFactorSessionSchema } from '../auth-security/recovery-codes.ts';
import { authRoutes, signingKeyRoutes } from './routes.ts';
import { emailVerificationRoutes } from './email-routes.ts';
import { factorRoutes } from './factor-routes.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const authEndpoints = {
  signUp: defineEndpoint(authRoutes.signUp, {
    tag: 'Auth',
    summary: 'Create an account and sign in to it',
    description:
      'A registered address gets an answer of the same status and shape, whose tokens open nothing, and its ' +
      'owner an e-mail. With the CSRF header (browser mode) the refresh token is set as an HttpOnly cookie ' +
      'instead of being answered.',
    access: 'public',
    body: signUpSchema,
    responses: { 200: sessionSchema },
    errors: { 403: ['forbidden'], 422: ['weak_password'], 429: ['rate_limit_exceeded'] },
  }),
  token: defineEndpoint(authRoutes.token, {
    tag: 'Auth',
    summary: 'Sign in, refresh a session, or redeem an OAuth sign-in code',
    description:
      '`grant_type=password` takes an e-mail and password; `refresh_token` takes the refresh token in the body, ' +
      'or none with the refresh cookie and the CSRF header; `pkce` takes the one-time code of the OAuth ' +
      'callback and the verifier of the challenge sent to `/api/auth/authorize`.',
    access: 'cookie',
    query: tokenQuerySchema,
    body: tokenBodySchema,
    responses: { 200: sessionSchema },
    errors: {
      400: ['invalid_credentials', 'session_not_found'],
      401: ['session_not_found', 'refresh_token_already_used'],
      403: ['forbidden', 'account_suspended'],
      429: ['rate_limit_exceeded'],
    },
  }),
  logout: defineEndpoint(authRoutes.logout, {
    tag: 'Auth',
    summary: 'Sign out: end the session of a refresh token, access token or the refresh cookie',
    access: 'cookie',
    body: refreshTokenBodySchema.nullish(),
    responses: { 204: null },
    errors: { 403: ['forbidden'] },
  }),
  getUser: defineEndpoint(authRoutes.getUser, {
    tag: 'Auth',
    summary: 'Get the signed-in member and their factors',
    access: 'member',
    beforeSecondFactor: true,
    responses: { 200: authUserSchema },
  }),
} satisfies Record<keyof typeof authRoutes, Endpoint>;

export const emailVerificationEndpoints = {
  verifyEmail: defineEndpoint(emailVerificationRoutes.verifyEmail, {
    tag: 'Auth',
    summary: 'Verify the member’s e-mail address with the token of the mailed link',
    description:
      'The link works once, for 24 hours, and only while the account still has the address it was sent to. ' +
      'No session is needed: the token is the proof.',
    access: 'public',
    body: verifyEmailSchema,
    responses: { 200: emailVerifiedSchema },
    errors: { 400: ['invalid_verification_token'], 429: ['rate_limit_exceeded'] },
  }),
  resendVerification: defineEndpoint(emailVerificationRoutes.resendVerification, {
    tag: 'Auth',
    summary: 'Mail the signed-in member a new verification link',
    description:
      'Answers 202 whether or not the address still needs verifying; earlier links stop working. Limited to ' +
      'a few a quarter-hour per member. `returnTo` (a path on this site) is where the new link brings the ' +
      'member back to.',
    access: 'member',
    query: resendVerificationSchema,
    responses: { 202: null },
    errors: { 400: ['validation_failed'], 429: ['rate_limit_exceeded'] },
  }),
} satisfies Record<keyof typeof emailVerificationRoutes, Endpoint>;

// Second-factor endpoints take the bearer token of a session that has not passed its second factor yet
// (aal1): a member must reach them to pass it. Changing factors once one is verified
// needs aal2 (mfa_required).
export const factorEndpoints = {
  getAssurance: defineEndpoint(factorRoutes.getAssurance, {
    tag: 'Auth',
    summary: 'Get the session’s assurance level and the level it can reach',
    description: 'Without a token every field is empty.',
    access: 'optional',
    beforeSecondFactor: true,
    responses: { 200: assuranceSchema },
    errors: { 401: ['unauthorized'] },
  }),
  listFactors: defineEndpoint(factorRoutes.listFactors, {
    tag: 'Auth',
    summary: 'List the signed-in member’s second factors',
    access: 'member',
    beforeSecondFactor: true,
    responses: { 200: factorSchema.array() },
  }),
  enrolFactor: defineEndpoint(factorRoutes.enrolFactor, {
    tag: 'Auth',
    summary: 'Add an unverified second factor',
    description:
      'A TOTP factor’s secret and QR code are answered now and never again. A phone needs the site to have ' +
      'an SMS provider (`smsEnabled` in the public config); without one: 409 `sms_not_configured`.',
    access: 'member',
    beforeSecondFactor: true,
    body: enrolFactorSchema,
    responses: { 200: enrolledFactorSchema },
    errors: { 403: ['mfa_required'], 409: ['conflict', 'sms_not_configured'], 422: ['validation_failed'] },
  }),
  renameFactor: defineEndpoint(factorRoutes.renameFactor, {
    tag: 'Auth',
    summary: 'Rename a second factor',
    access: 'member',
    beforeSecondFactor: true,
    params: factorParamsSchema,
    body: renameFactorSchema,
    responses: { 200: factorSchema },
    errors: { 403: ['mfa_required'], 404: ['not_found'], 409: ['conflict'] },
  }),
  removeFactor: defineEndpoint(factorRoutes.removeFactor, {
    tag: 'Auth',
    summary: 'Remove a second factor',
    description:
      'Removing a verified factor lowers the member’s other sessions to aal1, and needs the password or a ' +
      'factor proved within the last 5 minutes (`reauth_required`).',
    access: 'member',
    beforeSecondFactor: true,
    params: factorParamsSchema,
    responses: { 200: removedFactorSchema },
    errors: { 403: ['mfa_required', 'reauth_required'], 404: ['not_found'] },
  }),
  challengeFactor: defineEndpoint(factorRoutes.challengeFactor, {
    tag: 'Auth',
    summary: 'Start a challenge: send a phone code or prepare a security key’s options',
    description:
      'A phone code goes out by text through the site’s SMS provider; a site without one answers 409 ' +
      '`sms_not_configured` for a phone factor (the member signs in with another factor or a recovery code).',
    access: 'member',
    beforeSecondFactor: true,
    params: factorParamsSchema,
    responses: { 200: challengeSchema },
    errors: { 404: ['not_found'], 409: ['sms_not_configured'], 429: ['rate_limit_exceeded'] },
  }),
  verifyFactor: defineEndpoint(factorRoutes.verifyFactor, {
    tag: 'Auth',
    summary: 'Prove a second factor; the answer is a new session at aal2',
    access: 'member',
    beforeSecondFactor: true,
    params: factorParamsSchema,
    body: verifyFactorSchema,
    description:
      'The proof that turns on the member’s first factor also answers their ten recovery codes, once.',
    responses: { 200: verifiedFactorSessionSchema },
    errors: { 404: ['not_found'], 422: ['validation_failed'], 429: ['rate_limit_exceeded'] },
  }),
} satisfies Record<keyof typeof factorRoutes, Endpoint>;

export const oauthEndpoints = {
  listProviders: defineEndpoint(oauthRoutes.listProviders, {
    tag: 'Auth',
    summary: 'List the OAuth providers this server can sign in with',
    access: 'public',
    responses: { 200: authProvidersSchema },
  }),
  authorize: defineEndpoint(oauthRoutes.authorize, {
    tag: 'Auth',
    summary: 'Start an OAuth sign-in: redirects to the provider',
    access: 'public',
    query: authorizeQuerySchema,
    responses: { 302: null },
    errors: { 429: ['rate_limit_exceeded'] },
  }),
  callback: defineEndpoint(oauthRoutes.callback, {
    tag: 'Auth',
    summary: 'Finish an OAuth sign-in: redirects back to the site',
    description:
      'Signed in, the browser gets the refresh cookie; a client that sent a code challenge gets a one-time ' +
      '`code` for `grant_type=pkce`; a failure redirects to /auth with an `error` reason.',
    access: 'public',
    query: oauthCallbackQuerySchema,
    responses: { 302: null },
  }),
} satisfies Record<keyof typeof oauthRoutes, Endpoint>;

export const signingKeyEndpoints = {
  jwks: defineEndpoint(signingKeyRoutes.jwks, {
    tag: 'Auth',
    summary: 'Get the public keys that verify access tokens',
    access: 'public',
    responses: { 200: jwksSchema },
  }),
} satisfies Record<keyof typeof signingKeyRoutes, Endpoint>;
