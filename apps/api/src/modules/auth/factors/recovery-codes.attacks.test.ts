import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { freshIp, refresh, signIn } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { useMfaHarness } from '../../../test/mfa-harness.ts';
import { bearer, enrolVerifiedTotp, totpCodeAt } from '../../../test/mfa-requests.ts';
import { challengeAndVerify, enrol } from '../../../test/mfa-requests.ts';
import { inject } from '../../../test/inject.ts';
import { recoveryCodeRoutes } from '@skillswap/contracts/auth-security/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

type WithCodes = Session & { recoveryCodes?: string[] };

describe(`recovery code attacks on ${databaseKind}`, () => {
  const harness = useMfaHarness();
  const { clock } = harness;

  const useCode = (accessToken: string, code: string, ip = freshIp()) =>
    inject(harness.app, recoveryCodeRoutes.verifyRecoveryCode, {
      remoteAddress: ip,
      headers: bearer(accessToken),
      body: { code },
    });
  const status = (accessToken: string) =>
    inject(harness.app, recoveryCodeRoutes.getRecoveryCodeStatus, { headers: bearer(accessToken) });
  const regenerate = (accessToken: string) =>
    inject(harness.app, recoveryCodeRoutes.regenerateRecoveryCodes, { headers: bearer(accessToken) });

  /**
   * A member whose first factor was just turned on, with the codes that answer showed, signed in again at
   * aal1.
   */
  async function memberWithCodes() {
    const member = await signUpMember(harness.app);
    const factor = await enrolVerifiedTotp(harness.app, member, clock.now());
    const codes = (factor.session as WithCodes).recoveryCodes ?? [];
    const aal1 = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    return { member, ...factor, codes, aal1 };
  }

  it('R1: the first verified factor answers ten distinct codes once; a second factor answers none', async () => {
    const { member, codes, session } = await memberWithCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const second = await enrol(harness.app, session.access_token, {
      friendly_name: 'Backup app',
      factor_type: 'totp',
    });
    const { id, totp } = second.json<{ id: string; totp: { secret: string } }>();
    const verified = await challengeAndVerify(
      harness.app,
      session.access_token,
      id,
      totpCodeAt(totp.secret, clock.now()),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json<WithCodes>().recoveryCodes).toBeUndefined();
    expect(member.userId).toBeTruthy();
  });

  it('R2: a recovery code at the second step gives aal2 (amr recovery_code), and works once only', async () => {
    const { member, codes, aal1 } = await memberWithCodes();
    const used = await useCode(aal1.access_token, codes[0]!.toLowerCase().replace('-', ' '));
    expect(used.statusCode).toBe(200);
    const aal2 = used.json<Session>();
    const claims = decodeJwt(aal2.access_token) as { aal: string; amr: { method: string }[] };
    expect(claims.aal).toBe('aal2');
    expect(claims.amr[0]!.method).toBe('recovery_code');
    const privacy = await inject(harness.app, privacyRoutes.getPrivacySettings, {
      headers: bearer(aal2.access_token),
    });
    expect(privacy.statusCode).toBe(200);
    // The pre-step session ended; its refresh token cannot come back at aal2.
    expect((await refresh(harness.app, aal1.refresh_token!)).statusCode).toBeGreaterThanOrEqual(400);

    const again = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    const reused = await useCode(again.access_token, codes[0]!);
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ code: string }>().code).toBe('validation_failed');
    expect(decodeJwt(again.access_token).aal).toBe('aal1');
    expect((await status(aal2.access_token)).json()).toMatchObject({ hasCodes: true, remaining: 9 });
  });

  it("R3: another member's recovery code is refused", async () => {
    const owner = await memberWithCodes();
    const intruder = await memberWithCodes();
    const refused = await useCode(intruder.aal1.access_token, owner.codes[0]!);
    expect(refused.statusCode).toBe(422);
    // The owner's code is still good for its owner.
    expect((await useCode(owner.aal1.access_token, owner.codes[0]!)).statusCode).toBe(200);
  });

  it('R4: after regenerating, every old code is dead and the new ten work', async () => {
    const { member, codes, session } = await memberWithCodes();
    const regenerated = await regenerate(session.access_token);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    const aal1 = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    for (const old of codes.slice(0, 3)) expect((await useCode(aal1.access_token, old)).statusCode).toBe(422);
    const used = await useCode(aal1.access_token, fresh[9]!);
    expect(used.statusCode).toBe(200);
    expect((await status(used.json<Session>().access_token)).json()).toMatchObject({ remaining: 9 });
  });

  it('R5: the remaining count goes down with each code used', async () => {
    const { member, codes, session } = await memberWithCodes();
    expect((await status(session.access_token)).json()).toMatchObject({ hasCodes: true, remaining: 10 });
    let last = session;
    for (const code of codes.slice(0, 7)) {
      const aal1 = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
      const used = await useCode(aal1.access_token, code);
      expect(used.statusCode).toBe(200);
      last = used.json<Session>();
    }
    expect((await status(last.access_token)).json()).toMatchObject({ remaining: 3 });
  });

  it('R6: regenerating needs aal2 and a verified factor; a member at aal1 cannot read the count either', async () => {
    const { aal1 } = await memberWithCodes();
    const atAal1 = await regenerate(aal1.access_token);
    expect(atAal1.statusCode).toBe(403);
    expect(atAal1.json<{ code: string }>().code).toBe('mfa_required');
    expect((await status(aal1.access_token)).statusCode).toBe(403);
    const plain = await signUpMember(harness.app);
    const noFactor = await regenerate(plain.accessToken);
    expect(noFactor.statusCode).toBe(409);
    expect((await status(plain.accessToken)).json()).toMatchObject({ hasCodes: false, remaining: 0 });
    expect((await useCode(plain.accessToken, '00000-00000')).statusCode).toBe(422);
  });

  it('R7: guessing codes is rate limited with the challenge attempts, whatever the client address', async () => {
    const { codes, aal1 } = await memberWithCodes();
    clock.advance(61_000); // a fresh window: enrolling spent two of this minute's attempts
    const answers: number[] = [];
    for (let attempt = 0; attempt < 16; attempt += 1) {
      answers.push(
        (await useCode(aal1.access_token, `ZZZZZ-${String(attempt).padStart(5, '0')}`)).statusCode,
      );
    }
    expect(answers.slice(0, 15).every((code) => code === 422)).toBe(true);
    const limited = await useCode(aal1.access_token, codes[0]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    clock.advance(61_000);
    expect((await useCode(aal1.access_token, codes[0]!)).statusCode).toBe(200);
  });

  it('R8: removing the last verified factor deletes the codes; they never sign anyone in again', async () => {
    const { member, factorId, codes, session } = await memberWithCodes();
    const removed = await inject(harness.app, factorRoutes.removeFactor, {
      params: { factorId },
      headers: bearer(session.access_token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await status(session.access_token)).json()).toMatchObject({ hasCodes: false, remaining: 0 });
    const stored = await harness.database.db.execute<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_recovery_codes WHERE user_id = '${member.userId}'`,
    );
    expect(Number(stored.rows[0]!.n)).toBe(0);
    expect((await useCode(session.access_token, codes[1]!)).statusCode).toBe(422);
  });

  it('R9: codes are stored only as keyed hashes, and every use and failure is audited', async () => {
    const { member, codes, aal1 } = await memberWithCodes();
    await useCode(aal1.access_token, 'AAAAA-AAAAA');
    await useCode(aal1.access_token, codes[4]!);
    const stored = await harness.database.db.execute<{ code_hash: string }>(
      `SELECT code_hash FROM auth_recovery_codes WHERE user_id = '${member.userId}'`,
    );
    expect(stored.rows).toHaveLength(10);
    const plain = codes.map((code) => code.replace('-', ''));
    for (const row of stored.rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(plain.some((code) => row.code_hash.includes(code))).toBe(false);
    }
    const audit = await harness.database.db.execute<{ event: string }>(
      `SELECT event FROM audit_log WHERE user_id = '${member.userId}' ORDER BY id`,
    );
    const events = audit.rows.map((row) => row.event);
    expect(events).toContain('mfa_recovery_codes_generated');
    expect(events).toContain('mfa_recovery_code_failed');
    expect(events).toContain('mfa_recovery_code_used');
  });

  it('R10: two uses of one code at the same moment: exactly one signs in', async () => {
    const { member, codes } = await memberWithCodes();
    const first = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    const second = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    const answers = await Promise.all([
      useCode(first.access_token, codes[2]!),
      useCode(second.access_token, codes[2]!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('R11: the member is told by e-mail (text and HTML) that a code was used and how many are left', async () => {
    const { member, codes, aal1 } = await memberWithCodes();
    await useCode(aal1.access_token, 'BBBBB-BBBBB');
    await inject(harness.app, recoveryCodeRoutes.verifyRecoveryCode, {
      remoteAddress: '198.51.100.23',
      headers: {
        ...bearer(aal1.access_token),
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      body: { code: codes[0]! },
    });
    const mail = await harness.database.db.execute<{ subject: string; body_text: string; body_html: string }>(
      `SELECT subject, body_text, body_html FROM outbox WHERE recipient = '${member.email}'
        AND subject LIKE '%recovery code%' ORDER BY id`,
    );
    expect(mail.rows).toHaveLength(1); // the wrong code sent nothing
    const [sent] = mail.rows;
    expect(sent!.subject).toBe('A recovery code was used to sign in to SkillSwap');
    for (const body of [sent!.body_text, sent!.body_html]) {
      expect(body).toContain('9 recovery codes left');
      expect(body).toContain('Firefox on Linux');
      expect(body).toContain('198.51.100.23');
      expect(body).toMatch(/http:\/\/[^\s"<]+\/settings/);
      for (const code of codes) expect(body).not.toContain(code);
    }
    expect(sent!.body_html).toContain('<a href=');
  });
});
