import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { ledgerKeys } from './keys.ts';

export function getBalance(signal?: AbortSignal) {
  return callApi(ledgerRoutes.getBalance, { signal });
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: ledgerKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    refetchInterval: pollUnlessLive(60_000),
  });
}

/** The member's SkillCoin: balance, held for accepted swaps, and available (what the floor checks). */
export function useBalance() {
  return useQuery(balanceQueryOptions());
}
