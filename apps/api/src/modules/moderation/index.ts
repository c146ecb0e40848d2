// The moderation module's public entry (ADR 73): members' reports, the console's Reports queue, and
// suspension (its endpoints serve the Reports queue and the console's member page).
export { moderationRoutes } from './moderation.routes.ts';
export { unsuspendMemberByOperator } from './suspension.service.ts';
