import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBoardPostInput } from '@skillswap/contracts/board';
import { boardRoutes } from '@skillswap/contracts/routes/board';
import { callApi } from '@/lib/api-client.ts';
import { boardKeys } from './keys.ts';

export function createBoardPost(input: CreateBoardPostInput) {
  return callApi(boardRoutes.createBoardPost, { body: input });
}

export function useCreateBoardPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoardPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
