import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput } from '@skillswap/contracts/reviews';
import { reviewRoutes } from '@skillswap/contracts/routes/reviews';
import { callApi } from '@/lib/api-client.ts';

export function createReview(swapId: string, input: CreateReviewInput) {
  return callApi(reviewRoutes.createReview, { params: { id: swapId }, body: input });
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
  return callApi(reviewRoutes.listProfileReviews, { params: { id: memberId }, query: { limit: 10 }, signal });
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
  return callApi(reviewRoutes.getReputation, { params: { id: memberId }, signal });
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
