import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { freshIp } from '../../../test/auth-requests.ts';
import { signUpMember } from '../../../test/members.ts';
import { inject } from '../../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';

// A floor far above what a sign-up costs here, so "no sooner than the floor" is the only thing that can make
// both answers take this long. Only a lower bound is asserted: a loaded machine makes answers slower, never
// faster, so the test cannot flake; how close the two paths come is measured by bench, not here.
const floorMs = 2_000;

describe(`sign-up answer time on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ config: { SIGN_UP_ANSWER_MS: floorMs } });
  });
  afterAll(() => harness.close());

  const timedSignUp = async (email: string) => {
    const started = performance.now();
    const response = await inject(harness.app, authRoutes.signUp, {
      remoteAddress: freshIp(),
      body: { fullName: 'Timing Probe', email, password: 'Timing-probe-1' },
    });
    return { status: response.statusCode, ms: performance.now() - started };
  };

  it('T52: a new address and a registered one are both answered no sooner than the sign-up floor', async () => {
    const owner = await signUpMember(harness.app);
    const fresh = await timedSignUp('timing-new@skillswap.test');
    const registered = await timedSignUp(owner.email);
    expect(fresh.status).toBe(200);
    expect(registered.status).toBe(200);
    expect(fresh.ms).toBeGreaterThanOrEqual(floorMs);
    expect(registered.ms).toBeGreaterThanOrEqual(floorMs);
    // Two answers of at least the floor each, and a sign-up before them: more than the default 10 s on
    // a busy machine.
  }, 60_000);
});
