// The organisations module's public entry (ADRs 122, 196): an Enterprise account's private community with
// seats, e-mail invitations and an allowed domain, its white-label branding and webhooks, the console's list
// of organisations, and a coordinator's CSV import of members. It builds on communities, never the
// other way round.
export { organisationsRoutes } from './organisations.routes.ts';
export { setOrganisationSeats } from './organisations.service.ts';
