import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespondToBoardPostInput } from '@skillswap/contracts/board/schemas';
import { boardRoutes } from '@skillswap/contracts/board/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { boardKeys } from './keys.ts';

export function respondToBoardPost(id: string, input: RespondToBoardPostInput) {
  return callApi(boardRoutes.respondToBoardPost, { params: { id }, body: input });
}

/** Answers a post with a swap request filled from it. */
export function useRespondToBoardPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondToBoardPostInput) => respondToBoardPost(id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedKeys.swaps.all });
      await queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
