import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { useMfaHarness } from '../../../test/mfa-harness.ts';
import {
  bearer,
  challenge,
  challengeAndVerify,
  enrol,
  enrolVerifiedTotp,
  totpCodeAt,
  verify,
} from '../../../test/mfa-requests.ts';
import { inject } from '../../../test/inject.ts';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

describe(`multi-factor attacks on ${databaseKind}`, () => {
  const harness = useMfaHarness();
  const { clock, memberAtAal1 } = harness;

  it('T19: a member with a verified factor at aal1 cannot reach member data; only the second step is open', async () => {
    const { aal1, factorId, secret } = await memberAtAal1();
    expect(decodeJwt(aal1.access_token).aal).toBe('aal1');
    const privacy = await inject(harness.app, privacyRoutes.getPrivacySettings, {
      headers: bearer(aal1.access_token),
    });
    expect(privacy.statusCode).toBe(403);
    expect(privacy.json<{ code: string }>().code).toBe('mfa_required');
    const assurance = await inject(harness.app, factorRoutes.getAssurance, {
      headers: bearer(aal1.access_token),
    });
    expect(assurance.json()).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    clock.advance(30_000);
    const verified = await challengeAndVerify(
      harness.app,
      aal1.access_token,
      factorId,
      totpCodeAt(secret, clock.now()),
    );
    expect(verified.statusCode).toBe(200);
    const aal2 = verified.json<Session>();
    const allowed = await inject(harness.app, privacyRoutes.getPrivacySettings, {
      headers: bearer(aal2.access_token),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("T20: challenge, verify, rename and delete of another member's factor answer 404", async () => {
    const owner = await signUpMember(harness.app);
    const enrolled = await enrol(harness.app, owner.accessToken, {
      friendly_name: 'Owner app',
      factor_type: 'totp',
    });
    const factorId = enrolled.json<{ id: string }>().id;
    const started = await challenge(harness.app, owner.accessToken, factorId);
    const intruder = await signUpMember(harness.app);
    expect((await challenge(harness.app, intruder.accessToken, factorId)).statusCode).toBe(404);
    const foreignVerify = await verify(harness.app, intruder.accessToken, factorId, {
      challenge_id: started.json<{ id: string }>().id,
      code: '123456',
    });
    expect(foreignVerify.statusCode).toBe(404);
    const rename = await inject(harness.app, factorRoutes.renameFactor, {
      params: { factorId },
      as: intruder,
      body: { friendly_name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(404);
    const removal = await inject(harness.app, factorRoutes.removeFactor, {
      params: { factorId },
      as: intruder,
    });
    expect(removal.statusCode).toBe(404);
    const list = await inject(harness.app, factorRoutes.listFactors, { as: owner });
    expect(list.json<Array<{ friendly_name: string }>>().map((factor) => factor.friendly_name)).toEqual([
      'Owner app',
    ]);
  });

  it('T21: an expired challenge and a reused one are refused; two verifies racing on one challenge give exactly one success', async () => {
    const member = await signUpMember(harness.app);
    const enrolled = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Racer',
      factor_type: 'totp',
    });
    const { id: factorId, totp } = enrolled.json<{ id: string; totp: { secret: string } }>();

    const stale = (await challenge(harness.app, member.accessToken, factorId)).json<{ id: string }>();
    clock.advance(301_000);
    const expired = await verify(harness.app, member.accessToken, factorId, {
      challenge_id: stale.id,
      code: totpCodeAt(totp.secret, clock.now()),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json<{ message: string }>().message).toBe(
      'This challenge has expired. Request a new one.',
    );

    const raced = (await challenge(harness.app, member.accessToken, factorId)).json<{ id: string }>();
    const code = totpCodeAt(totp.secret, clock.now());
    const answers = await Promise.all([
      verify(harness.app, member.accessToken, factorId, { challenge_id: raced.id, code }),
      verify(harness.app, member.accessToken, factorId, { challenge_id: raced.id, code }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser is refused either by the used challenge (422) or, if it arrives later, by its
    // ended session (401).
    expect(statuses.find((status) => status !== 200)).toBeOneOf([401, 422]);

    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Session>();
    clock.advance(30_000);
    const reused = await verify(harness.app, winner.access_token, factorId, {
      challenge_id: raced.id,
      code: totpCodeAt(totp.secret, clock.now()),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ message: string }>().message).toBe(
      'This challenge was already used. Request a new one.',
    );
  });

  it('T22: the same TOTP code twice in one time step is refused the second time; ±1 step is accepted, ±2 refused', async () => {
    const member = await signUpMember(harness.app);
    const { secret, session } = await enrolVerifiedTotp(harness.app, member, clock.now());
    let token = session.access_token;
    const attempt = async (offsetSteps: number) => {
      const answer = await challengeAndVerify(
        harness.app,
        token,
        (await inject(harness.app, factorRoutes.listFactors, { headers: bearer(token) })).json<
          Array<{ id: string }>
        >()[0]!.id,
        totpCodeAt(secret, new Date(clock.now().getTime() + offsetSteps * 30_000)),
      );
      if (answer.statusCode === 200) token = answer.json<Session>().access_token;
      return answer.statusCode;
    };
    clock.advance(60_000);
    expect(await attempt(0)).toBe(200);
    expect(await attempt(0)).toBe(422);
    clock.advance(90_000);
    expect(await attempt(-1)).toBe(200);
    clock.advance(90_000);
    expect(await attempt(1)).toBe(200);
    clock.advance(90_000);
    expect(await attempt(-2)).toBe(422);
    expect(await attempt(2)).toBe(422);
  });

  it('T23: the 6th wrong code on a challenge fails even with the right code', async () => {
    const member = await signUpMember(harness.app);
    const enrolled = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Guessed',
      factor_type: 'totp',
    });
    const { id: factorId, totp } = enrolled.json<{ id: string; totp: { secret: string } }>();
    const started = (await challenge(harness.app, member.accessToken, factorId)).json<{ id: string }>();
    const right = totpCodeAt(totp.secret, clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await verify(harness.app, member.accessToken, factorId, {
        challenge_id: started.id,
        code: wrong,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json<{ message: string }>().message).toBe('Invalid code');
    }
    const sixth = await verify(harness.app, member.accessToken, factorId, {
      challenge_id: started.id,
      code: right,
    });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json<{ message: string }>().message).toBe('Too many wrong codes. Request a new challenge.');
  });
});
