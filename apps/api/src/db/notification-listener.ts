import pg from 'pg';

/** What a process does with NOTIFYs on one channel (see `Database.listen`). */
export interface ListenHandlers {
  onNotify(payload: string): void;
  /** Listening began, or began again after the connection was lost: anything sent meanwhile was missed. */
  onResumed(): void;
}

const firstRetryMs = 250;
const maxRetryMs = 10_000;
/** A connection cut without a FIN (a partition, a frozen server) shows no error: a ping finds it. */
const pingEveryMs = 30_000;

/**
 * One dedicated connection LISTENing on `channel`, outside the pool (a pooled connection would be handed to
 * other queries). It connects again, with a growing pause, whenever it is lost. Resolves after the first
 * attempt, whether or not it succeeded, so a server whose database is down still starts (ADR 51).
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  options: { connectTimeoutMs?: number } = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const dropAndRetry = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    clearInterval(pingTimer);
    void lost.end().catch(() => undefined);
    if (isStopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    client = next;
    next.on('error', () => dropAndRetry(next));
    next.on('end', () => dropAndRetry(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotify(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      dropAndRetry(next);
      return;
    }
    if (isStopped) return;
    retryMs = firstRetryMs;
    pingTimer = setInterval(() => {
      next.query('SELECT 1').catch(() => dropAndRetry(next));
    }, pingEveryMs).unref();
    handlers.onResumed();
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
