import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createTestDatabase } from './database.ts';

/** A whole API on a fresh test database; call `close` in afterAll. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; onRoute?: (route: RouteOptions) => void } = {},
) {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app: FastifyInstance = await buildApp(
    { config, database, ...(options.clock ? { clock: options.clock } : {}) },
    { ...(options.onRoute ? { onRoute: options.onRoute } : {}) },
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
