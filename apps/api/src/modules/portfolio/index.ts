// The portfolio module's public entry (ADR 107, 113): up to 12 items and the accent colour and cover image a
// Premium member shows on the public profile.
export { portfolioRoutes } from './portfolio.routes.ts';
export { collectPortfolioData } from './portfolio.repository.ts';
