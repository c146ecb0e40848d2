// The community-safeguarding module's public entry (ADR 178): vetting coordinators record
// for a member (never a document), the members they flag, and the badge everyone else sees. The community's
// requirements are rules of the community-economy module, which asks this one who is vetted and
// who is flagged.
export { communitySafeguardingRoutes } from './community-safeguarding.routes.ts';
export { safeguardingOf } from './community-safeguarding.service.ts';
