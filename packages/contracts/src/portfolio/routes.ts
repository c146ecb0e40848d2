import { route } from '../shared/route.ts';

export const portfolioRoutes = {
  listMyPortfolio: route('GET', '/api/me/portfolio'),
  uploadPortfolioImage: route('POST', '/api/me/portfolio/images'),
  createPortfolioItem: route('POST', '/api/me/portfolio'),
  reorderPortfolio: route('PUT', '/api/me/portfolio/order'),
  deletePortfolioItem: route('DELETE', '/api/me/portfolio/:id'),
  listProfilePortfolio: route('GET', '/api/profiles/:id/portfolio'),
  getMyBranding: route('GET', '/api/me/branding'),
  uploadBrandingCover: route('POST', '/api/me/branding/cover'),
  updateBranding: route('PUT', '/api/me/branding'),
  getProfileBranding: route('GET', '/api/profiles/:id/branding'),
};
