import { queryOptions, useQuery } from '@tanstack/react-query';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { callApi } from '@/lib/api-client.ts';
import { marketingKeys } from './keys.ts';

export const planUsageQuery = queryOptions({
  queryKey: marketingKeys.planUsage,
  queryFn: ({ signal }) => callApi(swapRoutes.getPlanUsage, { signal }),
});

/** The member's plan, its limits and what they used of them this month (Settings › Plan). */
export function usePlanUsage() {
  return useQuery(planUsageQuery);
}
