// The community economy module's public entry (ADR 172): a community's rules for exchanges made in it (credit
// floor, balance cap, levy) and the exchanges its coordinators record after they happened offline.
export { communityEconomyRoutes } from './community-economy.routes.ts';
