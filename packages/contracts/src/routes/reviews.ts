import { route } from './route.ts';

export const reviewRoutes = {
  createReview: route('POST', '/api/swaps/:id/review'),
  listProfileReviews: route('GET', '/api/profiles/:id/reviews'),
  getReputation: route('GET', '/api/profiles/:id/reputation'),
  listMemberLevels: route('GET', '/api/reputations'),
};
