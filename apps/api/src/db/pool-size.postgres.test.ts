import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { createTestDatabase } from '../test/database.ts';
import { configuredDatabase, openDatabase, type Database } from './client.ts';

// PGlite has one connection; the pool and its size are PostgreSQL's.
describe('DATABASE_POOL_SIZE', () => {
  let template: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    template = await createTestDatabase();
    const config = testConfig({ DATABASE_URL: template.url, DATABASE_POOL_SIZE: 2 });
    database = await openDatabase(configuredDatabase(config));
  });
  afterAll(async () => {
    await database.close();
    await template.drop();
  });

  it('caps the connections one process opens: further queries wait for a free one, and all complete', async () => {
    // Drizzle's queries start when awaited; `then` starts all four at once.
    const slowQueries = Array.from({ length: 4 }, () =>
      database.db.execute(sql`SELECT pg_sleep(0.3)`).then(() => 'done'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(database.poolStats!()).toMatchObject({ total: 2, waiting: 2 });
    expect(await Promise.all(slowQueries)).toEqual(['done', 'done', 'done', 'done']);
    expect(database.poolStats!().waiting).toBe(0);
  });

  it('is 10 unless set', () => {
    expect(configuredDatabase(testConfig()).poolSize).toBe(10);
  });
});
