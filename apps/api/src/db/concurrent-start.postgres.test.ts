import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  runAdminQuery,
  startServer,
  stopAllServers,
  waitUntilReady,
} from '../test/server-processes.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const seedMembers = 300;

// Many processes on one database is a PostgreSQL install; the embedded database allows one (db-lock.test.ts).
describe('server processes started together', () => {
  let dropDatabase: (() => Promise<unknown>) | undefined;
  afterAll(async () => {
    await stopAllServers();
    await dropDatabase?.();
  });

  it('on an empty database all three become ready and the demo members are seeded once', async () => {
    const database = await createPostgresDatabase(serverUrl!, 'skillswap_together');
    dropDatabase = database.drop;
    const env = { DATABASE_URL: database.url, SEED_MEMBERS: String(seedMembers) };
    const servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
    for (const server of servers) await waitUntilReady(server.baseUrl);
    const [members] = await runAdminQuery<{ users: number; profiles: number }>(
      database.url,
      'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM profiles) AS profiles',
    );
    expect(members).toEqual({ users: seedMembers, profiles: seedMembers });
    for (const server of servers) expect(server.readLog()).not.toMatch(/duplicate key|failed to start/);
  }, 180_000);
});
