import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { transactionWithRetry } from './transaction-retry.ts';

// PGlite runs one transaction at a time, so only PostgreSQL can deadlock.
describe('a transaction that loses a deadlock', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.exec(`CREATE TABLE retry_probe (id int PRIMARY KEY, hits int NOT NULL DEFAULT 0);
      INSERT INTO retry_probe (id) VALUES (1), (2);`);
  });
  afterAll(() => database.drop());

  it('is run once more and both writers succeed', async () => {
    let attempts = 0;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    const crossUpdate = (first: number, second: number) =>
      transactionWithRetry(database.db, async (tx) => {
        attempts += 1;
        await tx.execute(sql`UPDATE retry_probe SET hits = hits + 1 WHERE id = ${first}`);
        arrived += 1;
        if (arrived === 2) release();
        await bothLocked;
        await tx.execute(sql`UPDATE retry_probe SET hits = hits + 1 WHERE id = ${second}`);
      });
    await Promise.all([crossUpdate(1, 2), crossUpdate(2, 1)]);
    expect(attempts).toBe(3);
    const rows = await database.db.execute<{ hits: number }>(sql`SELECT hits FROM retry_probe ORDER BY id`);
    expect(rows.rows).toEqual([{ hits: 2 }, { hits: 2 }]);
  });
});
