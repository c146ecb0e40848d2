import type { HeldSession } from './session-expiry.ts';

/** What one tab tells the others: a new session (refresh, sign-in, second factor) or a sign-out. */
export type TabMessage = { type: 'session'; held: HeldSession } | { type: 'signed-out' };

const channelName = 'skillswap-auth';
const refreshLockName = 'skillswap-auth-refresh';

export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

/** Listens for the other tabs of this site; a browser without BroadcastChannel gets a silent channel. */
export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

/**
 * Runs `work` while no other tab of this site refreshes, so one refresh token is spent at a time.
 * Without Web Locks the work simply runs; the server's short reuse window covers that case.
 */
export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  return navigator.locks.request(refreshLockName, work);
}
