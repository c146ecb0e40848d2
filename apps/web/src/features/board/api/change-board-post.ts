import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardRoutes } from '@skillswap/contracts/board/routes';
import { callApi } from '@/lib/api-client.ts';
import { boardKeys } from './keys.ts';

export type BoardPostChange = 'renew' | 'close' | 'reopen';

const routeOf = {
  renew: boardRoutes.renewBoardPost,
  close: boardRoutes.closeBoardPost,
  reopen: boardRoutes.reopenBoardPost,
} as const;

export function changeBoardPost(id: string, change: BoardPostChange) {
  return callApi(routeOf[change], { params: { id } });
}

/** The author renews, closes or reopens their post. */
export function useChangeBoardPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BoardPostChange) => changeBoardPost(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
