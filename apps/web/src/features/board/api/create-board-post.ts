import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBoardPostInput } from '@skillswap/contracts/board/schemas';
import { boardRoutes } from '@skillswap/contracts/board/routes';
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
