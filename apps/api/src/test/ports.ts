import { createServer } from 'node:net';

// Ports a test chooses now and listens on later (a node's own, a throwaway PostgreSQL's, an address that
// answers nothing). They come from below the kernel's ephemeral range (32768 and up here), so no outgoing
// connection and no listen(0) elsewhere in a parallel suite can take one in the meantime: a port from
// listen(0) did exactly that once, and PostgreSQL could not start on it.
const lowest = 20_000;
const count = 12_000;
const handedOut = new Set<number>();

/** Whether a port on the loopback address is free to listen on. */
export const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A loopback port nothing listens on now, not handed out before in this process, outside the ephemeral range.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * count);
    if (handedOut.has(port) || !(await isPortFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${lowest} and ${lowest + count} after 200 tries`);
}
