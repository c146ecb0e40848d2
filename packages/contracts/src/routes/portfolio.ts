import { route } from './route.ts';

export const portfolioRoutes = {
  listMyPortfolio: route('GET', '/api/me/portfolio'),
  uploadPortfolioImage: route('POST', '/api/me/portfolio/images'),
  createPortfolioItem: route('POST', '/api/me/portfolio'),
  reorderPortfolio: route('PUT', '/api/me/portfolio/order'),
  deletePortfolioItem: route('DELETE', '/api/me/portfolio/:id'),
  listProfilePortfolio: route('GET', '/api/profiles/:id/portfolio'),
};
