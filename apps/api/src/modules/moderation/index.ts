// The moderation module's public entry (ADR 73): members' reports, the console's Reports queue,
// suspension (its endpoints serve the Reports queue and the console's member page), and reports that cross
// to or from another exchange (ADR 219).
export { moderationRoutes } from './moderation.routes.ts';
export { unsuspendMemberByOperator } from './suspension.service.ts';
export { receivePartnerReport, reportPartnerMember } from './partner-reports.service.ts';
