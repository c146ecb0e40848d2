import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reputation } from '@skillswap/contracts/levels';
import type { CreateReviewInput, Review, ReviewPage } from '@skillswap/contracts/reviews';
import { apiRequest } from '@/lib/api-client.ts';

export function createReview(swapId: string, input: CreateReviewInput) {
  return apiRequest<Review>(`/api/swaps/${encodeURIComponent(swapId)}/review`, { body: input });
}

/** Leaves the member's review of a completed swap; the swap, and every profile view, refresh. */
export function useCreateReview(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(swapId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['swaps'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}

export function listReviews(memberId: string, signal?: AbortSignal) {
  return apiRequest<ReviewPage>(`/api/profiles/${encodeURIComponent(memberId)}/reviews?limit=10`, {
    signal,
  });
}

export function reviewsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: ['reviews', memberId],
    queryFn: ({ signal }) => listReviews(memberId, signal),
  });
}

export function useReviews(memberId: string) {
  return useQuery(reviewsQueryOptions(memberId));
}

export function getReputation(memberId: string, signal?: AbortSignal) {
  return apiRequest<Reputation>(`/api/profiles/${encodeURIComponent(memberId)}/reputation`, { signal });
}

export function reputationQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: ['reviews', memberId, 'reputation'],
    queryFn: ({ signal }) => getReputation(memberId, signal),
    staleTime: 60_000,
  });
}

export function useReputation(memberId: string) {
  return useQuery(reputationQueryOptions(memberId));
}
