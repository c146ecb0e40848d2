import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, ReplyToReviewInput } from '@skillswap/contracts/reviews/schemas';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { reviewsKeys } from './keys.ts';

export function createReview(swapId: string, input: CreateReviewInput) {
  return callApi(reviewRoutes.createReview, { params: { id: swapId }, body: input });
}

/** Leaves the member's review of a completed swap; the swap, and every profile view, refresh. */
export function useCreateReview(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(swapId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.swaps.all });
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.profiles });
    },
  });
}

export function listReviews(memberId: string, signal?: AbortSignal) {
  return callApi(reviewRoutes.listProfileReviews, { params: { id: memberId }, query: { limit: 10 }, signal });
}

export function reviewsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: reviewsKeys.member(memberId),
    queryFn: ({ signal }) => listReviews(memberId, signal),
  });
}

export function useReviews(memberId: string) {
  return useQuery(reviewsQueryOptions(memberId));
}

export function getReputation(memberId: string, signal?: AbortSignal) {
  return callApi(reviewRoutes.getReputation, { params: { id: memberId }, signal });
}

export function reputationQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: reviewsKeys.reputation(memberId),
    queryFn: ({ signal }) => getReputation(memberId, signal),
    staleTime: 60_000,
  });
}

export function useReputation(memberId: string) {
  return useQuery(reputationQueryOptions(memberId));
}

export function replyToReview(reviewId: string, input: ReplyToReviewInput) {
  return callApi(reviewRoutes.replyToReview, { params: { id: reviewId }, body: input });
}

/** The reviewed member's one reply; the profile's reviews refresh to show it under the review. */
export function useReplyToReview(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId: string; reply: string }) =>
      replyToReview(input.reviewId, { reply: input.reply }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsKeys.member(memberId) }),
  });
}
