// The reviews module's public entry (ADR 0059): reviews of completed swaps, ratings, levels and badges.
export { reviewsRoutes } from './reviews.routes.ts';
export { findReviewedSwapIds } from './reviews.repository.ts';
export { hideReview } from './review-hiding.repository.ts';
export { eraseReviewWordsOf } from './review-erasure.repository.ts';
export { publishOverdueReviews } from './review-publication.ts';
