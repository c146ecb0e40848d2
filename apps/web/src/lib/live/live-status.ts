// Whether this tab's live stream is up, for the queries that poll when it is not (ADR 65). Tiny on purpose:
// the features' query options import it, and must not pull the stream client in with them.

/** How often queries that live events keep fresh still poll while the stream is up: a safety net only. */
export const slowPollMs = 5 * 60 * 1000;

let isLive = false;

export function setLive(value: boolean) {
  isLive = value;
}

export function getIsLive() {
  return isLive;
}

/**
 * A `refetchInterval` that polls every `ms` without the stream and every 5 minutes with it. React Query
 * reads it after each fetch, so the live client refetches when the stream comes or goes.
 */
export function pollUnlessLive(ms: number) {
  return () => (isLive ? Math.max(ms, slowPollMs) : ms);
}
