import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createTestDatabase } from './database.ts';

/**
 * How long the test app's plugins may take to start: a test file that starts three apps at once on a loaded
 * machine can pass Fastify's 10 s without anything being wrong; TEST_TIMEOUT_SCALE stretches it as
 * it does tests'.
 */
const pluginTimeoutMs = 30_000 * Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);

/** A whole API on a fresh test database; call `close` in afterAll. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; onRoute?: (route: RouteOptions) => void } = {},
) {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app: FastifyInstance = await buildApp(
    { config, database, ...(options.clock ? { clock: options.clock } : {}) },
    { ...(options.onRoute ? { onRoute: options.onRoute } : {}), pluginTimeoutMs },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
