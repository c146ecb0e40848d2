import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookEndpointInput } from '@skillswap/contracts/webhooks';
import { webhookRoutes } from '@skillswap/contracts/routes/webhooks';
import { callApi } from '@/lib/api-client.ts';

/** Settings → Webhooks: the Enterprise account's endpoints (403 `plan_required` below Enterprise). */
export const webhookEndpointsQuery = queryOptions({
  queryKey: ['me', 'webhook-endpoints'],
  queryFn: ({ signal }) => callApi(webhookRoutes.listWebhookEndpoints, { signal }),
  retry: false,
});

/** `isEnabled`: false while the member's plan is known not to include webhooks (nothing to ask the server). */
export function useWebhookEndpoints(isEnabled = true) {
  return useQuery({ ...webhookEndpointsQuery, enabled: isEnabled });
}

/** An endpoint's latest deliveries with their attempts; refreshed while the log is open. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: ['me', 'webhook-deliveries', endpointId],
    queryFn: ({ signal }) => callApi(webhookRoutes.listWebhookDeliveries, { params: { endpointId }, signal }),
    refetchInterval: 5_000,
  });
}

/** Answers the new endpoint with its secret, the only time the API shows it. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpointInput) =>
      (await callApi(webhookRoutes.createWebhookEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery.queryKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      callApi(webhookRoutes.deleteWebhookEndpoint, { params: { endpointId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery.queryKey }),
  });
}

export function useRedeliverWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      callApi(webhookRoutes.redeliverWebhook, { params: { endpointId, deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'webhook-deliveries', endpointId] }),
  });
}
