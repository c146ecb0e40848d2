import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

const timeouts = { connectMs: 1_000, statementMs: 2_000, idleInTransactionMs: 5_000 };

describe('PostgreSQL session limits', () => {
  it('sets the statement and idle-in-transaction limits, and a statement past its limit counts as unavailable', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      dataDir: '',
      timeouts,
    });
    try {
      const settings = await database.db.execute<{ statement: string; idle: string }>(
        sql`SELECT current_setting('statement_timeout') AS statement,
                   current_setting('idle_in_transaction_session_timeout') AS idle`,
      );
      expect(settings.rows).toEqual([{ statement: '2s', idle: '5s' }]);
      const slow = await database.db.execute(sql`SELECT pg_sleep(3)`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
