// The impact module's public entry (ADR 174): reports of what a community's members, or the whole
// install, exchanged in a period, with every ledger movement on its own line so they add up to the ledger.
export { impactRoutes } from './impact.routes.ts';
export { eraseReportingDetails, findReportingDetails } from './impact-reporting-details.repository.ts';
