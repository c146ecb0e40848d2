import type { BoardFilters } from './list-board-posts.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const boardKeys = {
  all: ['board'] as const,
  list: (filters: BoardFilters) => ['board', 'list', filters] as const,
  post: (id: string) => ['board', 'post', id] as const,
};
