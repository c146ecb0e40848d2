// The account module's public entry (ADR 0059): deleting, exporting and purging a member's account.
export { accountRoutes } from './account.routes.ts';
export { purgeDeletedMembers } from './account.service.ts';
