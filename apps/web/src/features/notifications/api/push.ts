import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePushPreferencesInput } from '@skillswap/contracts/notifications/push';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';
import { callApi } from '@/lib/api-client.ts';
import { notificationsKeys } from './keys.ts';

export function usePushPreferences() {
  return useQuery(
    queryOptions({
      queryKey: notificationsKeys.pushPreferences,
      queryFn: ({ signal }) => callApi(notificationRoutes.getPushPreferences, { signal }),
    }),
  );
}

export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePushPreferencesInput) =>
      callApi(notificationRoutes.updatePushPreferences, { body: input }),
    onSuccess: (preferences) => queryClient.setQueryData(notificationsKeys.pushPreferences, preferences),
  });
}

/** What this browser can do about push: nothing, ask, or it was refused in the site settings. */
export type PushSupport = 'unsupported' | 'denied' | 'available';

export function getPushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** This device's push subscription, if it has one. */
export async function findDeviceSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push on for this device, only ever from the member's own click: the browser asks for permission, then
 * subscribes with the site's VAPID key, and the subscription is saved for the member.
 */
export async function subscribeThisDevice(): Promise<'saved' | 'refused'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'refused';
  const { publicKey } = await callApi(notificationRoutes.getPushPublicKey);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64Url(publicKey),
  });
  const json = subscription.toJSON();
  await callApi(notificationRoutes.savePushSubscription, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      deviceLabel: navigator.userAgent.slice(0, 100),
    },
  });
  return 'saved';
}

export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await findDeviceSubscription();
  if (!subscription) return;
  await callApi(notificationRoutes.deletePushSubscription, { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe().catch(() => false);
}

export function usePushRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsKeys.pushPreferences });
}
