/** One event read from a text/event-stream. */
export interface ReadEvent {
  id: string | null;
  event: string;
  data: { swapId?: string | null; communityId?: string };
}

/**
 * Opens the live stream over real HTTP, as the web app does (fetch with the bearer token), and parses what
 * arrives. `next` waits for the next event; `ended` resolves when the server closes the stream.
 */
export async function openLiveStream(
  baseUrl: string,
  options: { token?: string; lastEventId?: string } = {},
) {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/live/events`, { headers, signal: controller.signal });
  const events: ReadEvent[] = [];
  const waiters: Array<() => void> = [];
  let comments = 0;
  let isEnded = false;
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            const colon = line.indexOf(': ');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          if (!fields.has('event')) continue;
          events.push({
            id: fields.get('id') ?? null,
            event: fields.get('event')!,
            data: JSON.parse(fields.get('data') ?? '{}') as ReadEvent['data'],
          });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      isEnded = true;
      waiters.splice(0).forEach((wake) => wake());
    }
  })();
  let read = 0;

  /** The next event not yet taken, waiting up to `timeoutMs` for it. */
  async function next(timeoutMs = 5_000): Promise<ReadEvent> {
    const deadline = Date.now() + timeoutMs;
    while (read >= events.length) {
      if (isEnded) throw new Error('The stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms (got ${JSON.stringify(events)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return events[read++]!;
  }

  /** Events until one that `matches` arrives; answers all of them, that one last. */
  async function nextUntilMatch(matches: (event: ReadEvent) => boolean, timeoutMs = 5_000) {
    const seen: ReadEvent[] = [];
    for (;;) {
      const event = await next(timeoutMs);
      seen.push(event);
      if (matches(event)) return seen;
    }
  }

  /** Events until one of `kind` about `swapId` arrives; answers all of them, that one last. */
  const nextUntil = (kind: string, swapId: string | null, timeoutMs = 5_000) =>
    nextUntilMatch((event) => event.event === kind && event.data.swapId === swapId, timeoutMs);

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: response.ok ? null : await response.text(),
    next,
    nextUntil,
    nextUntilMatch,
    ended,
    all: () => [...events],
    comments: () => comments,
    close: () => controller.abort(),
  };
}
