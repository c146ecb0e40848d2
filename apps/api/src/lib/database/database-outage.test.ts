import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';

const timeouts = { connectMs: 1_000, statementMs: 2_000, idleInTransactionMs: 5_000 };

/** A TCP peer that accepts connections and never says a word, as a frozen PostgreSQL does. */
async function startSilentPeer() {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('an API whose PostgreSQL does not answer', () => {
  let peer: Awaited<ReturnType<typeof startSilentPeer>>;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    peer = await startSilentPeer();
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${peer.port}/skillswap`,
      dataDir: '',
      timeouts,
    });
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => undefined);
    await peer.close();
  });

  // A request that waited on the silent peer for good would end the test at its time limit: a hang fails.
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers 503 service_unavailable with Retry-After within the connect timeout, not a 500 or a hang', async () => {
    const response = await get('/api/profiles');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    expect(response.headers['retry-after']).toBe('5');
  });

  it('stays live while it is not ready', async () => {
    const live = await get('/api/health');
    expect(live.statusCode).toBe(200);
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'service_unavailable' });
  });
});
