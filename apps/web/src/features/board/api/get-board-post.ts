import { useQuery } from '@tanstack/react-query';
import { boardRoutes } from '@skillswap/contracts/board/routes';
import { callApi } from '@/lib/api-client.ts';
import { boardKeys } from './keys.ts';

export function getBoardPost(id: string, signal?: AbortSignal) {
  return callApi(boardRoutes.getBoardPost, { params: { id }, signal });
}

/** One post; for its author, with the swap requests that answered it. */
export function useBoardPost(id: string) {
  return useQuery({ queryKey: boardKeys.post(id), queryFn: ({ signal }) => getBoardPost(id, signal) });
}
