import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';
import { callApi } from '@/lib/api-client.ts';
import { ledgerKeys } from './keys.ts';

export function getStatement(cursor: string | null, signal?: AbortSignal) {
  return callApi(ledgerRoutes.getStatement, { query: { limit: 10, cursor: cursor ?? undefined }, signal });
}

export function statementQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ledgerKeys.statement,
    queryFn: ({ pageParam, signal }) => getStatement(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every SkillCoin movement of the member, newest first, a page at a time. */
export function useStatement() {
  return useInfiniteQuery(statementQueryOptions());
}
