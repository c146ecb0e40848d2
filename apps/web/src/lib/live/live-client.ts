import { liveHeartbeatMs } from '@skillswap/contracts/live/schemas';
import { liveRoutes } from '@skillswap/contracts/live/routes';
import { createSseParser, type StreamEvent } from './sse-parser.ts';

export interface LiveClientOptions {
  /** The current access token (the refresh loop keeps it fresh); null when signed out. */
  getToken: () => string | null;
  onEvent: (event: StreamEvent) => void;
  /** True once a stream is open, false when it failed and the app should poll. */
  onLiveChange: (isLive: boolean) => void;
}

const firstRetryMs = 1_000;
const maxRetryMs = 60_000;
/** Two missed heartbeats and a little: the connection is dead even if the socket has not said so. */
const silenceMs = liveHeartbeatMs * 2 + 5_000;
/** A stream the server ends sooner than this is treated as a failure: the next try waits. */
const minCleanLifetimeMs = 10_000;

/**
 * Keeps one event stream open for this tab. It is read with fetch, not EventSource, so the access token
 * travels in the Authorization header rather than in the URL (ADR 65). It reconnects with Last-Event-ID after
 * an error, a silence or the end the server puts to each stream when its token expires; while it is down the
 * app polls. Answers a function that closes it for good.
 */
export function startLiveClient({ getToken, onEvent, onLiveChange }: LiveClientOptions): () => void {
  let lastEventId: string | null = null;
  let retryMs = firstRetryMs;
  let isStopped = false;
  let isLive = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const setLive = (value: boolean) => {
    if (isLive === value) return;
    isLive = value;
    onLiveChange(value);
  };

  const watchSilence = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => controller?.abort(), silenceMs);
  };

  async function connect() {
    const token = getToken();
    if (!token) return scheduleRetry();
    controller = new AbortController();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    let isClean = false;
    let openedAt: number | null = null;
    try {
      const response = await fetch(liveRoutes.events.path, {
        headers,
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      setLive(true);
      openedAt = Date.now();
      watchSilence();
      const parse = createSseParser((event) => {
        if (event.id !== null) lastEventId = event.id;
        onEvent(event);
      }, watchSilence);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
      // The server ended the stream (its token expired, or it is shutting down).
      isClean = true;
    } catch {
      // A network error, a refusal, or our own abort on silence: poll meanwhile, and try again later.
    } finally {
      clearTimeout(silenceTimer);
    }
    if (isStopped) return;
    const hasLivedLong = openedAt !== null && Date.now() - openedAt > minCleanLifetimeMs;
    if (hasLivedLong) retryMs = firstRetryMs;
    // A clean end reconnects at once, unless the stream ended soon after opening (say an 11th tab on one
    // server closing this one), which must not turn into a loop.
    if (isClean && hasLivedLong) {
      void connect();
      return;
    }
    setLive(false);
    scheduleRetry();
  }

  function scheduleRetry() {
    if (isStopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  void connect();
  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    controller?.abort();
  };
}
