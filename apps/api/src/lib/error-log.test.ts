import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { databaseKind } from '../test/database.ts';
import { redactLogText } from './error-log.ts';

// A failed query's values (an invitation token, a recipient's address) were written to the log
// in full, as `err.params` and inside `err.message`. The log keeps the SQL and the database's
// reason, not them.

describe(`failed queries in the log on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  });
  afterAll(() => harness.close());

  /** The lines the API's logger writes while `write` runs. */
  async function logLinesOf(write: () => void): Promise<string[]> {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(chunk.toString());
      return true;
    });
    try {
      write();
    } finally {
      spy.mockRestore();
    }
    return lines;
  }

  it('logs the statement and the reason, never the token or the address it was sent', async () => {
    const token = randomBytes(24).toString('base64url');
    const recipient = 'invitee.private@example.org';
    const failure = await harness.database.db
      .execute(sql`SELECT ${recipient} AS recipient, ${token}::uuid AS invitation`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // What made it dangerous: the error itself holds both values.
    expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).toContain(token);

    const lines = await logLinesOf(() => harness.app.log.error({ err: failure }, 'unhandled error'));
    const written = lines.join('');
    expect(written).toContain('unhandled error');
    expect(written).toContain('Failed query: SELECT $1 AS recipient, $2::uuid AS invitation');
    expect(written).toContain('invalid input syntax for type uuid');
    expect(written).not.toContain(token);
    expect(written).not.toContain(recipient);
    expect(JSON.parse(lines[0]!)).not.toHaveProperty('err.params');
  });

  it('blanks the values a database names in a constraint’s detail, and token-like runs', () => {
    expect(redactLogText('Key (email)=(ana@example.com) already exists.')).toBe(
      'Key (email)=([redacted]) already exists.',
    );
    expect(redactLogText('no invitation 7f3a9c2e1b4d8f6a0c5e for ana@example.com')).toBe(
      'no invitation [redacted] for [redacted e-mail]',
    );
    expect(redactLogText('relation "community_invitations" does not exist')).toBe(
      'relation "community_invitations" does not exist',
    );
  });
});
