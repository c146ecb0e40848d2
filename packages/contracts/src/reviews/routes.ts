import { route } from '../shared/route.ts';

export const reviewRoutes = {
  createReview: route('POST', '/api/swaps/:id/review'),
  replyToReview: route('POST', '/api/reviews/:id/reply'),
  listProfileReviews: route('GET', '/api/profiles/:id/reviews'),
  getReputation: route('GET', '/api/profiles/:id/reputation'),
  listMemberLevels: route('GET', '/api/reputations'),
};
