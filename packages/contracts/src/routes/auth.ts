import { route } from './route.ts';

/** Sign-up, tokens, sessions, second factors, OAuth sign-in and the keys that verify access tokens. */
export const authRoutes = {
  signUp: route('POST', '/api/auth/signup'),
  /** Every grant (`password`, `refresh_token`, `pkce`), chosen by the `grant_type` query parameter. */
  token: route('POST', '/api/auth/token'),
  logout: route('POST', '/api/auth/logout'),
  getUser: route('GET', '/api/auth/user'),
  getAssurance: route('GET', '/api/auth/aal'),
  listFactors: route('GET', '/api/auth/factors'),
  enrolFactor: route('POST', '/api/auth/factors'),
  renameFactor: route('PATCH', '/api/auth/factors/:factorId'),
  removeFactor: route('DELETE', '/api/auth/factors/:factorId'),
  challengeFactor: route('POST', '/api/auth/factors/:factorId/challenge'),
  verifyFactor: route('POST', '/api/auth/factors/:factorId/verify'),
  listProviders: route('GET', '/api/auth/providers'),
  authorize: route('GET', '/api/auth/authorize'),
  callback: route('GET', '/api/auth/callback'),
  /** Outside /api: where JWT libraries look for an issuer's keys. */
  jwks: route('GET', '/.well-known/jwks.json'),
};
