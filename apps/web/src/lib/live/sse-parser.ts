/** One event of a text/event-stream. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Parses a text/event-stream fed in chunks, as the HTML standard describes it: blocks end with a blank line,
 * `field: value` lines, comment lines start with a colon. `onActivity` hears every line, comments included
 * (the heartbeats), so a silent connection can be told from a quiet one.
 */
export function createSseParser(onEvent: (event: StreamEvent) => void, onActivity: () => void = () => {}) {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
    id = null;
    event = '';
    data = [];
  };

  const readLine = (line: string) => {
    onActivity();
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) readLine(line);
  };
}
