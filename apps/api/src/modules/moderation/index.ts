// The moderation module's public entry (ADR 73): members' reports, the console's Reports queue, and
// suspension, which other parts (the console's Members page, operator commands) call through here.
export { moderationRoutes } from './moderation.routes.ts';
export { suspendMember, unsuspendMember, type SuspensionOptions } from './suspension.service.ts';
