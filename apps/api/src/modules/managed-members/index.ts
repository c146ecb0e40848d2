// The managed-members module's public entry (ADR 180): coordinators create members who have
// no e-mail, act for them as their helper, and hand them a one-time code to claim the account later.
export { managedMembersRoutes } from './managed-members.routes.ts';
