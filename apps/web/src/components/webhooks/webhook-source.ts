import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from '@skillswap/contracts/webhooks/schemas';
import { sharedKeys } from '@/lib/query-keys.ts';

export interface NewWebhookEndpoint {
  url: string;
  eventTypes: WebhookEventType[];
}

/**
 * Whose webhook endpoints a screen manages, as the five calls of its API (an account's under Settings, an
 * organisation's on its page, ADR 131): the shared webhook components take one and know nothing else.
 */
export interface WebhookSource {
  /** The query key every query of these endpoints lives under. */
  key: readonly unknown[];
  /** The events these endpoints may receive, in the order the form lists them. */
  eventTypes: readonly WebhookEventType[];
  /** The contract's schema of a new endpoint, which the form checks before sending. */
  schema: z.ZodType<NewWebhookEndpoint, NewWebhookEndpoint>;
  /** The catalogue key describing an event to this owner. */
  eventLabelKey: (type: WebhookEventType) => string;
  list: (signal: AbortSignal) => Promise<{ data: WebhookEndpoint[] }>;
  create: (body: NewWebhookEndpoint) => Promise<{ data: CreatedWebhookEndpoint }>;
  remove: (endpointId: string) => Promise<unknown>;
  deliveries: (endpointId: string, signal: AbortSignal) => Promise<{ data: WebhookDelivery[] }>;
  redeliver: (endpointId: string, deliveryId: number) => Promise<unknown>;
}

const endpointsKey = (source: WebhookSource) => sharedKeys.webhooks.endpoints(source.key);
const deliveriesKey = (source: WebhookSource, endpointId: string) =>
  sharedKeys.webhooks.deliveries(source.key, endpointId);

/** `isEnabled`: false when the endpoints are known to be out of reach (nothing to ask the server). */
export function useWebhookEndpoints(source: WebhookSource, isEnabled = true) {
  return useQuery({
    queryKey: endpointsKey(source),
    queryFn: ({ signal }) => source.list(signal),
    retry: false,
    enabled: isEnabled,
  });
}

/** An endpoint's latest deliveries with their attempts; refreshed while the log is open. */
export function useWebhookDeliveries(source: WebhookSource, endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(source, endpointId),
    queryFn: ({ signal }) => source.deliveries(endpointId, signal),
    refetchInterval: 5_000,
  });
}

/** Answers the new endpoint with its secret, the only time the API shows it. */
export function useCreateWebhookEndpoint(source: WebhookSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewWebhookEndpoint) => (await source.create(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey(source) }),
  });
}

export function useDeleteWebhookEndpoint(source: WebhookSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => source.remove(endpointId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey(source) }),
  });
}

export function useRedeliverWebhook(source: WebhookSource, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => source.redeliver(endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(source, endpointId) }),
  });
}
