import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { useMfaHarness } from '../../../test/mfa-harness.ts';
import { freshIp, refresh, signIn } from '../../../test/auth-requests.ts';
import {
  bearer,
  challengeAndVerify,
  enrol,
  enrolVerifiedTotp,
  totpCodeAt,
} from '../../../test/mfa-requests.ts';
import { inject } from '../../../test/inject.ts';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

describe(`factor management attacks on ${databaseKind}`, () => {
  const harness = useMfaHarness();
  const { clock, memberAtAal1 } = harness;

  it('T24: enrolling or removing a factor at aal1 while a verified factor exists is refused', async () => {
    const { aal1, factorId } = await memberAtAal1();
    const added = await enrol(harness.app, aal1.access_token, {
      friendly_name: 'Second app',
      factor_type: 'totp',
    });
    expect(added.statusCode).toBe(403);
    expect(added.json<{ code: string }>().code).toBe('mfa_required');
    const removed = await inject(harness.app, factorRoutes.removeFactor, {
      params: { factorId },
      headers: bearer(aal1.access_token),
    });
    expect(removed.statusCode).toBe(403);
  });

  it('T25: MFA verify issues new tokens, and the pre-MFA refresh token cannot produce aal2', async () => {
    const { aal1, factorId, secret } = await memberAtAal1();
    clock.advance(30_000);
    const verified = await challengeAndVerify(
      harness.app,
      aal1.access_token,
      factorId,
      totpCodeAt(secret, clock.now()),
    );
    const aal2 = verified.json<Session>();
    expect(aal2.access_token).not.toBe(aal1.access_token);
    expect(aal2.refresh_token).not.toBe(aal1.refresh_token);
    expect(decodeJwt(aal2.access_token)).toMatchObject({ aal: 'aal2' });
    expect(decodeJwt(aal2.access_token).session_id).not.toBe(decodeJwt(aal1.access_token).session_id);

    const oldRefresh = await refresh(harness.app, aal1.refresh_token!);
    expect(oldRefresh.statusCode).toBe(401);
    const newRefresh = await refresh(harness.app, aal2.refresh_token!);
    expect(decodeJwt(newRefresh.json<Session>().access_token).aal).toBe('aal2');
  });

  it('T26: a factor flood is refused at 10, and stale unverified factors do not lock the member out', async () => {
    const member = await signUpMember(harness.app);
    for (let index = 0; index < 10; index += 1) {
      const answer = await enrol(harness.app, member.accessToken, {
        friendly_name: `Flood ${index}`,
        factor_type: 'totp',
      });
      expect(answer.statusCode).toBe(200);
    }
    const eleventh = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Flood 10',
      factor_type: 'totp',
    });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json<{ message: string }>().message).toBe('You can have at most 10 factors');
    clock.advance(61 * 60 * 1000);
    const fresh = await refresh(harness.app, member.refreshToken);
    const later = await enrol(harness.app, fresh.json<Session>().access_token, {
      friendly_name: 'Real one',
      factor_type: 'totp',
    });
    expect(later.statusCode).toBe(200);
  });

  it('T27: a bad factor_type, a non-E.164 phone and a duplicate name get a clear 4xx; markup in names is escaped in the QR and URI', async () => {
    const member = await signUpMember(harness.app);
    const badType = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Odd',
      factor_type: 'sms',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ message: string }>().message).toBe(
      'factor_type must be one of totp, phone or webauthn',
    );
    const badPhone = await enrol(harness.app, member.accessToken, {
      friendly_name: 'Mobile',
      factor_type: 'phone',
      phone: '555-0100',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ message: string }>().message).toBe(
      'Enter the number with its country code, for example +447700900123',
    );
    expect(
      (await enrol(harness.app, member.accessToken, { friendly_name: 'Laptop', factor_type: 'totp' }))
        .statusCode,
    ).toBe(200);
    const duplicate = await enrol(harness.app, member.accessToken, {
      friendly_name: 'laptop',
      factor_type: 'totp',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toBe('You already have a factor with this name');

    const markup = '<script>alert("x")</script>';
    const marked = await enrol(harness.app, member.accessToken, {
      friendly_name: markup,
      factor_type: 'totp',
      issuer: markup,
    });
    expect(marked.statusCode).toBe(200);
    const { totp, friendly_name } = marked.json<{
      friendly_name: string;
      totp: { uri: string; qr_code: string };
    }>();
    expect(friendly_name).toBe(markup);
    expect(totp.uri).not.toContain('<');
    expect(totp.uri).toContain('%3Cscript%3E');
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(totp.qr_code)).not.toContain('<script');
  });

  it('lists, renames and removes factors; removing a verified one e-mails the member and lowers other sessions', async () => {
    const member = await signUpMember(harness.app);
    const { factorId, session } = await enrolVerifiedTotp(harness.app, member, clock.now(), 'Old name');
    const elsewhere = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    clock.advance(30_000);
    const renamed = await inject(harness.app, factorRoutes.renameFactor, {
      params: { factorId },
      headers: bearer(session.access_token),
      body: { friendly_name: 'New name' },
    });
    expect(renamed.json()).toMatchObject({ friendly_name: 'New name', status: 'verified' });
    const removed = await inject(harness.app, factorRoutes.removeFactor, {
      params: { factorId },
      headers: bearer(session.access_token),
    });
    expect(removed.json()).toEqual({ id: factorId });
    const list = await inject(harness.app, factorRoutes.listFactors, {
      headers: bearer(session.access_token),
    });
    expect(list.json()).toEqual([]);
    const aal = await inject(harness.app, factorRoutes.getAssurance, {
      headers: bearer(elsewhere.access_token),
    });
    expect(aal.json()).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const mail = await harness.database.db.execute<{ subject: string }>(
      `SELECT subject FROM outbox WHERE recipient = '${member.email}' ORDER BY id`,
    );
    expect(mail.rows.map((row) => row.subject)).toContain(
      'A sign-in factor was removed from your SkillSwap account',
    );
  });
});
