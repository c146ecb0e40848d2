import { route } from '../shared/route.ts';

/** Identity verification for the verified badge (ADR 114): the member's request and the console's queue. */
export const verificationRoutes = {
  getMyVerification: route('GET', '/api/me/identity-verification'),
  requestVerification: route('POST', '/api/me/identity-verification'),
  listVerificationQueue: route('GET', '/api/admin/identity-verifications'),
  approveVerification: route('POST', '/api/admin/identity-verifications/:id/approve'),
  declineVerification: route('POST', '/api/admin/identity-verifications/:id/decline'),
};
