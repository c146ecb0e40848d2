import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 (or another loopback `host`) and an ephemeral port. `answer` chooses each
 * response's status; `stop` and `start` take it down and bring it back on the same port (a receiver that is
 * down, then up).
 */
export async function startWebhookReceiver(
  answer: (index: number) => number = () => 200,
  host = '127.0.0.1',
) {
  const received: ReceivedWebhook[] = [];
  let server: Server | null = null;
  let port = 0;

  async function start() {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const index = received.length;
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(answer(index)).end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, host, resolve));
    port = (server.address() as AddressInfo).port;
  }

  async function stop() {
    const closing = server;
    server = null;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    received,
    get url() {
      return `http://${host}:${port}/hooks`;
    },
    /** Event ids received, in order. */
    eventIds: () => received.map((request) => String(request.headers['webhook-id'])),
    start,
    stop,
  };
}

/**
 * Whether the official Standard Webhooks verifier (the `standardwebhooks` package) accepts a received
 * delivery under `secret`, its clock set to `at` (the tests' manual clocks sign in the past): the parsed
 * body, or the library's error message.
 */
export function verifyStandardWebhook(secret: string, request: ReceivedWebhook, at: Date): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  } catch (error) {
    return (error as Error).message;
  } finally {
    vi.useRealTimers();
  }
}
