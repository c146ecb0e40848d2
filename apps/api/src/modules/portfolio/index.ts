// The portfolio module's public entry (ADR 107): up to 12 items a Premium member shows on the public profile.
export { portfolioRoutes } from './portfolio.routes.ts';
