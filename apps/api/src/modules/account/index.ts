// The account module's public entry (ADR 0059): deleting, exporting and purging a member's account,
// and verifying its address (which may give the starter grant).
export { accountRoutes } from './account.routes.ts';
export { emailVerificationRoutes } from './email-verification.routes.ts';
export { purgeDeletedMembers } from './account.service.ts';
