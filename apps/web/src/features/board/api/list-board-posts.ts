import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BoardQuery } from '@skillswap/contracts/board/schemas';
import { boardRoutes } from '@skillswap/contracts/board/routes';
import { callApi } from '@/lib/api-client.ts';
import { boardKeys } from './keys.ts';

/** The board's filters without paging: what the page's address carries (as text, like the address). */
export type BoardFilters = Omit<BoardQuery, 'cursor' | 'limit' | 'withinKm'> & { withinKm?: string };

/** A community the member may post in or filter by: its slug and name. */
export interface BoardCommunityChoice {
  slug: string;
  name: string;
}

export function listBoardPosts(filters: BoardFilters, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(boardRoutes.listBoardPosts, { query: { ...filters, cursor }, signal });
}

/** The board, page after page by cursor, for the filters in the address. */
export function useBoardPosts(filters: BoardFilters) {
  return useInfiniteQuery({
    queryKey: boardKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listBoardPosts(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
