import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { pruneAuthRecords } from './auth-maintenance.repository.ts';
import { freshIp, refresh, signIn } from '../../../test/auth-requests.ts';
import { inject } from '../../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';

const day = 24 * 60 * 60 * 1000;

describe(`pruning of used-up auth records on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-08-01T00:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  const count = async (table: string) =>
    Number(
      (
        await harness.database.db.execute<{ total: number | string }>(
          `SELECT count(*) AS total FROM ${table}`,
        )
      ).rows[0]!.total,
    );

  it('forgets old sign-in failures and the token hashes of long-ended sessions, keeping live ones working', async () => {
    const gone = await signUpMember(harness.app);
    await inject(harness.app, authRoutes.logout, { unchecked: true, as: gone });
    await signIn(
      harness.app,
      { email: 'nobody@skillswap.test', password: 'Wrong-password-1' },
      { ip: freshIp() },
    );
    expect(await count('auth_sign_in_failures')).toBe(1);

    clock.advance(31 * day);
    const live = await signUpMember(harness.app);
    await pruneAuthRecords(harness.database.db, clock.now());

    expect(await count('auth_sign_in_failures')).toBe(0);
    const leftForGone = await harness.database.db.execute(
      `SELECT t.id FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE s.user_id = '${gone.userId}'`,
    );
    expect(leftForGone.rows).toHaveLength(0);
    expect((await refresh(harness.app, live.refreshToken)).statusCode).toBe(200);
  });
});
