import { describe, expect, it } from 'vitest';
import { sessionSchema } from '@skillswap/contracts/auth/schemas';
import {
  challengeSchema,
  enrolledFactorSchema,
  factorSchema,
  removedFactorSchema,
} from '@skillswap/contracts/auth/mfa';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { useMfaHarness } from '../../../test/mfa-harness.ts';
import { bearer, challenge, enrol, totpCodeAt, verify } from '../../../test/mfa-requests.ts';
import { inject } from '../../../test/inject.ts';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

// The web app types every factor answer with these contract schemas (lib/auth/mfa-api.ts); each answer
// must be exactly that shape, with no field missing and none the contract does not name.
describe(`factor answers on ${databaseKind}`, () => {
  const harness = useMfaHarness();

  it('enrol, challenge, verify, list, rename and remove answer exactly the contract shapes', async () => {
    const member = await signUpMember(harness.app);
    const enrolled = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Phone app',
      factor_type: 'totp',
    });
    expect(enrolled.statusCode).toBe(200);
    const factor = enrolledFactorSchema.strict().parse(enrolled.json());
    expect(factor).toMatchObject({ type: 'totp', factor_type: 'totp', friendly_name: 'Phone app' });
    expect(factor.totp?.secret).toBeTruthy();

    const started = await challenge(harness.app, member.accessToken, factor.id);
    const { id: challengeId } = challengeSchema.strict().parse(started.json());
    const code = totpCodeAt(factor.totp!.secret, harness.clock.now());
    const verified = await verify(harness.app, member.accessToken, factor.id, {
      challenge_id: challengeId,
      code,
    });
    const session = sessionSchema.parse(verified.json());
    expect(session.user.factors.map((each) => factorSchema.strict().parse(each))).toHaveLength(1);

    const headers = bearer(session.access_token);
    const listed = await inject(harness.app, factorRoutes.listFactors, { headers });
    const [listedFactor] = listed.json<unknown[]>().map((each) => factorSchema.strict().parse(each));
    expect(listedFactor).toMatchObject({ id: factor.id, status: 'verified' });

    const url = `/api/auth/factors/${factor.id}`;
    const renamed = await harness.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { friendly_name: 'Work phone' },
    });
    expect(factorSchema.strict().parse(renamed.json()).friendly_name).toBe('Work phone');

    const removed = await harness.app.inject({ method: 'DELETE', url, headers });
    expect(removed.statusCode).toBe(200);
    expect(removedFactorSchema.strict().parse(removed.json())).toEqual({ id: factor.id });
  });
});
