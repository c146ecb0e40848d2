import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import {
  deliverOutboxOnce,
  smsSettingsFor,
  startFakeVonage,
  type FakeVonage,
} from '../../../lib/mail/fake-vonage.test-helper.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSiblingApp, freshIp, signIn } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import { bearer, challenge, enrol, verify } from '../../../test/mfa-requests.ts';
import { inject } from '../../../test/inject.ts';
import { siteRoutes } from '@skillswap/contracts/site/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';
import { recoveryCodeRoutes } from '@skillswap/contracts/auth-security/routes';

const credentials = { apiKey: 'key-factor-test', apiSecret: 'secret-factor-test' };
const phone = '+14155550123';

describe(`phone factors and the SMS provider on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-07-01T12:00:05Z'));
  let vonage: FakeVonage;
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    vonage = await startFakeVonage(credentials);
    harness = await createTestApp({
      clock,
      config: smsSettingsFor(vonage, credentials),
    });
  });
  afterAll(async () => {
    await harness.close();
    await vonage.close();
  });

  const deliverOutbox = () => deliverOutboxOnce(harness);

  /**
   * Enrols a phone and proves it with the code the provider was asked to text; answers the verify response.
   */
  async function enrolVerifiedPhone(member: TestMember) {
    const enrolled = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Mobile',
      factor_type: 'phone',
      phone,
    });
    expect(enrolled.statusCode).toBe(200);
    const factorId = enrolled.json<{ id: string }>().id;
    const started = await challenge(harness.app, member.accessToken, factorId);
    expect(started.statusCode).toBe(200);
    await deliverOutbox();
    const verified = await verify(harness.app, member.accessToken, factorId, {
      challenge_id: started.json<{ id: string }>().id,
      code: vonage.lastCodeFor(phone),
    });
    return { factorId, verified };
  }

  it('the public config offers text messages when a provider is configured', async () => {
    const response = await inject(harness.app, siteRoutes.getPublicConfig);
    expect(response.json<{ smsEnabled: boolean }>().smsEnabled).toBe(true);
  });

  it('a member adds a phone with the code the provider texted them, once, from the configured sender', async () => {
    const member = await signUpMember(harness.app);
    const textsBefore = vonage.received.length;
    const { factorId, verified } = await enrolVerifiedPhone(member);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ recoveryCodes?: string[] }>().recoveryCodes).toHaveLength(10);
    const texts = vonage.received.slice(textsBefore);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '14155550123', from: 'SkillSwap' });
    const factors = await inject(harness.app, factorRoutes.listFactors, {
      headers: bearer(verified.json<Session>().access_token),
    });
    expect(factors.json<Array<{ id: string; status: string }>>()).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ]);
    // Another round sends nothing again.
    await deliverOutbox();
    expect(vonage.received.length - textsBefore).toBe(1);
  });

  it('one code a minute per phone: a second challenge within the minute is refused and texts nothing', async () => {
    const member = await signUpMember(harness.app);
    const { factorId } = await enrolVerifiedPhone(member);
    clock.advance(61_000);
    const aal1 = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    expect((await challenge(harness.app, aal1.access_token, factorId)).statusCode).toBe(200);
    expect((await challenge(harness.app, aal1.access_token, factorId)).statusCode).toBe(429);
    const textsBefore = vonage.received.length;
    await deliverOutbox();
    expect(vonage.received.length - textsBefore).toBe(1);
  });

  describe('on a site without an SMS provider', () => {
    let plain: Awaited<ReturnType<typeof buildSiblingApp>>;
    beforeAll(async () => {
      // The same database, served without the SMS settings: the operator took the provider away.
      plain = await buildSiblingApp(harness.database, {}, clock);
    });
    afterAll(() => plain.close());

    it('the public config says so, and adding a phone is refused with 409 saying why, storing nothing', async () => {
      const config = await inject(plain, siteRoutes.getPublicConfig);
      expect(config.json<{ smsEnabled: boolean }>().smsEnabled).toBe(false);
      const member = await signUpMember(plain);
      const refused = await enrol(plain, member.accessToken, {
        friendly_name: 'Mobile',
        factor_type: 'phone',
        phone,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'sms_not_configured',
        message:
          'Text messages are not set up on this site, so a phone cannot be added. Use an authenticator app or a security key.',
      });
      const factors = await inject(plain, factorRoutes.listFactors, { headers: bearer(member.accessToken) });
      expect(factors.json()).toEqual([]);
      // Other factors are still offered.
      const app = await enrol(plain, member.accessToken, { friendly_name: 'Laptop', factor_type: 'totp' });
      expect(app.statusCode).toBe(200);
    });

    it('a member who added a phone earlier is told no code can be sent, and signs in with a recovery code', async () => {
      const member = await signUpMember(harness.app);
      const { factorId, verified } = await enrolVerifiedPhone(member);
      const [recoveryCode] = verified.json<{ recoveryCodes: string[] }>().recoveryCodes;
      clock.advance(61_000);
      const aal1 = (await signIn(plain, member, { ip: freshIp() })).json<Session>();
      const textsBefore = vonage.received.length;
      const refused = await challenge(plain, aal1.access_token, factorId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string; message: string }>()).toEqual({
        code: 'sms_not_configured',
        message:
          'Text messages are not set up on this site, so no code can be sent to this phone. Use another factor or a recovery code.',
      });
      await deliverOutbox();
      expect(vonage.received.length).toBe(textsBefore);
      const recovered = await inject(plain, recoveryCodeRoutes.verifyRecoveryCode, {
        unchecked: true,
        headers: bearer(aal1.access_token),
        body: { code: recoveryCode },
      });
      expect(recovered.statusCode).toBe(200);
      expect(decodeJwt(recovered.json<Session>().access_token).aal).toBe('aal2');
    });
  });
});
