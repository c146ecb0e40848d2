import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '@skillswap/contracts/billing/schemas';
import { billingRoutes } from '@skillswap/contracts/billing/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { billingKeys } from './keys.ts';

export const billingQuery = queryOptions({
  queryKey: billingKeys.mine,
  queryFn: ({ signal }) => callApi(billingRoutes.getBilling, { signal }),
});

export function useBilling(options: { enabled: boolean }) {
  return useQuery({ ...billingQuery, enabled: options.enabled });
}

/** Stripe Checkout's URL for `plan`; the caller sends the browser there. */
export async function startCheckout(plan: PaidPlan) {
  return (await callApi(billingRoutes.startCheckout, { body: { plan } })).data.url;
}

export async function openPortal() {
  return (await callApi(billingRoutes.openPortal)).data.url;
}

/** Switching and cancelling answer the new overview; the plan's limits elsewhere change with it. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { switchTo: PaidPlan } | { cancel: true }) =>
      'cancel' in change
        ? callApi(billingRoutes.cancelPlan)
        : callApi(billingRoutes.switchPlan, { body: { plan: change.switchTo } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(billingQuery.queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.swaps.all });
    },
  });
}
