import { createParser } from 'eventsource-parser';

/** One event of a text/event-stream, as EventSource hands it on: `message` when the server names no type. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream fed in chunks with eventsource-parser, which follows the HTML standard
 * (blank-line blocks, comment lines, CR, LF and CRLF line ends even when a CRLF is split between two chunks,
 * an id holding NULL ignored). `onActivity` hears every chunk, heartbeat comments included, so a silent
 * connection can be told from a quiet one.
 */
export function createSseParser(onEvent: (event: StreamEvent) => void, onActivity: () => void = () => {}) {
  const parser = createParser({
    onEvent: ({ id, event, data }) => onEvent({ id: id ?? null, event: event ?? 'message', data }),
  });
  return (chunk: string) => {
    onActivity();
    parser.feed(chunk);
  };
}
