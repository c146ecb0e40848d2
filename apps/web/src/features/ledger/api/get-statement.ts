import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StatementPage } from '@skillswap/contracts/ledger';
import { apiRequest } from '@/lib/api-client.ts';

export function getStatement(cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '10', ...(cursor ? { cursor } : {}) });
  return apiRequest<StatementPage>(`/api/ledger/statement?${query.toString()}`, { signal });
}

export function statementQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['ledger', 'statement'],
    queryFn: ({ pageParam, signal }) => getStatement(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every SkillCoin movement of the member, newest first, a page at a time. */
export function useStatement() {
  return useInfiniteQuery(statementQueryOptions());
}
