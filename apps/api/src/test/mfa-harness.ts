import { afterAll, beforeAll } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../lib/clock.ts';
import { freshIp, signIn } from './auth-requests.ts';
import { enrolVerifiedTotp } from './mfa-requests.ts';
import { createTestApp } from './app.ts';
import { signUpMember } from './members.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The second-factor attack suites' shared setup: call inside a `describe`. The app, on a manual clock, opens
 * before the suite's tests and closes after them, so `app` and `database` are only there inside a test.
 */
export function useMfaHarness() {
  const clock = createManualClock(new Date('2026-07-01T12:00:05Z'));
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  /** A member with a verified TOTP factor who has just signed in again with only a password (aal1). */
  async function memberAtAal1() {
    const member = await signUpMember(harness.app);
    const factor = await enrolVerifiedTotp(harness.app, member, clock);
    const signedIn = await signIn(harness.app, member, { ip: freshIp() });
    return { member, ...factor, aal1: signedIn.json<Session>() };
  }

  return {
    clock,
    memberAtAal1,
    get app() {
      return harness.app;
    },
    get database() {
      return harness.database;
    },
  };
}
