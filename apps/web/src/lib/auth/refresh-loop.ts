import { refreshTickMs } from './session-expiry.ts';

/** How one refresh attempt ended; only `ended` (a definite answer from the server) signs out. */
export type RefreshOutcome =
  { kind: 'ok' } | { kind: 'ended' } | { kind: 'transient'; retryAfterSeconds: number | null };

interface RefreshLoopOptions {
  isDue: () => boolean;
  refresh: () => Promise<RefreshOutcome>;
}

const maxBackoffMs = 5 * 60_000;

/**
 * Ticks every 30 s while the tab is visible and refreshes when the session is due. A hidden tab does not
 * tick at all; showing it again checks at once. Transient failures (offline, 5xx, 429) keep the session
 * and retry with exponential back-off, or after the server's Retry-After when it gives one.
 */
export function startRefreshLoop({ isDue, refresh }: RefreshLoopOptions): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let isRunning = false;
  let isStopped = false;

  const isHidden = () => document.visibilityState === 'hidden';

  async function run() {
    if (isRunning || isStopped || isHidden() || !isDue()) return;
    isRunning = true;
    try {
      const outcome = await refresh();
      if (outcome.kind === 'transient') {
        failures += 1;
        scheduleRetry(outcome.retryAfterSeconds);
      } else {
        failures = 0;
      }
    } finally {
      isRunning = false;
    }
  }

  function scheduleRetry(retryAfterSeconds: number | null) {
    if (isStopped || isHidden()) return;
    const backoffMs = Math.min(1000 * 2 ** failures, maxBackoffMs);
    // Jitter spreads the retries of many tabs and members after an outage.
    const delayMs = retryAfterSeconds ? retryAfterSeconds * 1000 : backoffMs * (0.5 + Math.random() / 2);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void run();
    }, delayMs);
  }

  function tick() {
    if (retryTimer === undefined) void run();
  }

  function startTicking() {
    clearInterval(interval);
    interval = setInterval(tick, refreshTickMs);
    tick();
  }

  function stopTicking() {
    clearInterval(interval);
    clearTimeout(retryTimer);
    interval = undefined;
    retryTimer = undefined;
  }

  function handleVisibilityChange() {
    if (isHidden()) stopTicking();
    else startTicking();
  }

  document.addEventListener('visibilitychange', handleVisibilityChange);
  if (!isHidden()) startTicking();
  return () => {
    isStopped = true;
    stopTicking();
    document.removeEventListener('visibilitychange', handleVisibilityChange);
  };
}
