import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { freshIp, getUser, refresh, signIn } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { bearer, enrolVerifiedTotp } from '../../../test/mfa-requests.ts';
import { listMailTo, readLinkToken, requestReset, resetPassword } from './credentials.test-helper.ts';
import { inject } from '../../../test/inject.ts';
import { credentialRoutes } from '@skillswap/contracts/credentials/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

const comparable = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, 'content-length': _length, ...rest } = headers;
  return rest;
};

describe(`forgotten-password attacks on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-09-01T10:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  const auditCount = async (event: string, userId: string) =>
    Number(
      (
        await harness.database.db.execute<{ total: string }>(
          `SELECT count(*) AS total FROM audit_log WHERE event = '${event}' AND user_id = '${userId}'`,
        )
      ).rows[0]!.total,
    );

  it('a member resets a forgotten password by mail: every old session ends, the new password signs in', async () => {
    const member = await signUpMember(harness.app);
    const otherDevice = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    const asked = await requestReset(harness.app, member.email.toUpperCase());
    expect(asked.statusCode).toBe(202);

    const [mail] = (await listMailTo(harness.database, member.email)).filter(
      (each) => each.subject === 'Reset your SkillSwap password',
    );
    expect(mail!.text).toContain('SkillSwap');
    expect(mail!.text).toMatch(/http:\/\/[^\s]+\/reset-password#token=[\w-]{43}/);
    expect(mail!.html).toContain('SkillSwap');
    expect(mail!.html).toMatch(/href="http:\/\/[^"]+\/reset-password#token=[\w-]{43}"/);
    const token = await readLinkToken(harness.database, member.email, '/reset-password');
    const stored = await harness.database.db.execute<{ token_hash: string }>(
      `SELECT token_hash FROM auth_password_resets WHERE user_id = '${member.userId}'`,
    );
    expect(stored.rows[0]!.token_hash).not.toContain(token);

    expect((await resetPassword(harness.app, token, 'A-brand-new-secret-7')).statusCode).toBe(204);
    expect((await refresh(harness.app, member.refreshToken)).statusCode).toBe(401);
    expect((await refresh(harness.app, otherDevice.refresh_token!)).statusCode).toBe(401);
    expect((await getUser(harness.app, otherDevice.access_token)).statusCode).toBe(401);
    expect((await signIn(harness.app, member, { ip: freshIp() })).statusCode).toBe(400);
    const withNew = await signIn(
      harness.app,
      { email: member.email, password: 'A-brand-new-secret-7' },
      { ip: freshIp() },
    );
    expect(withNew.statusCode).toBe(200);
    expect(await auditCount('password_reset_requested', member.userId)).toBe(1);
    expect(await auditCount('password_reset', member.userId)).toBe(1);
    const told = await listMailTo(harness.database, member.email);
    expect(told.map((each) => each.subject)).toContain('Your SkillSwap password was changed');
  });

  it('T33: a reset request for an unknown address answers exactly like one for a member, and mails nobody', async () => {
    const member = await signUpMember(harness.app);
    const known = await requestReset(harness.app, member.email);
    const unknownEmail = `nobody-${randomBytes(4).toString('hex')}@skillswap.test`;
    const unknown = await requestReset(harness.app, unknownEmail);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));
    expect(await listMailTo(harness.database, unknownEmail)).toHaveLength(0);
    const deleted = await signUpMember(harness.app);
    await harness.database.db.execute(`UPDATE users SET deleted_at = now() WHERE id = '${deleted.userId}'`);
    const gone = await requestReset(harness.app, deleted.email);
    expect(gone.body).toBe(known.body);
    const mailsToDeleted = await listMailTo(harness.database, deleted.email);
    expect(mailsToDeleted.map((each) => each.subject)).not.toContain('Reset your SkillSwap password');
  });

  it('T34: a reset link works once, for 30 minutes, and a forged or malformed one is refused', async () => {
    const member = await signUpMember(harness.app);
    await requestReset(harness.app, member.email);
    const token = await readLinkToken(harness.database, member.email, '/reset-password');
    expect((await resetPassword(harness.app, token, 'First-new-pass-1')).statusCode).toBe(204);
    const reused = await resetPassword(harness.app, token, 'Second-new-pass-2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ code: string }>().code).toBe('invalid_link');

    await requestReset(harness.app, member.email);
    const late = await readLinkToken(harness.database, member.email, '/reset-password');
    clock.advance(30 * 60 * 1000 + 1000);
    expect((await resetPassword(harness.app, late, 'Third-new-pass-3')).json<{ code: string }>().code).toBe(
      'invalid_link',
    );

    const forged = await resetPassword(harness.app, randomBytes(32).toString('base64url'), 'Forged-pass-44');
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ code: string }>().code).toBe('invalid_link');
    const malformed = await resetPassword(harness.app, `${token}'; --`, 'Malformed-pass-5');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ code: string }>().code).toBe('validation_failed');
    const stillFirst = await signIn(
      harness.app,
      { email: member.email, password: 'First-new-pass-1' },
      { ip: freshIp() },
    );
    expect(stillFirst.statusCode).toBe(200);
  });

  it("T35: a member's reset link changes only that member's password; another member keeps theirs and their sessions", async () => {
    const mallory = await signUpMember(harness.app);
    const victim = await signUpMember(harness.app);
    await requestReset(harness.app, mallory.email);
    const malloryToken = await readLinkToken(harness.database, mallory.email, '/reset-password');
    await requestReset(harness.app, victim.email);
    expect((await resetPassword(harness.app, malloryToken, 'Mallory-new-pass-1')).statusCode).toBe(204);
    expect((await refresh(harness.app, victim.refreshToken)).statusCode).toBe(200);
    expect((await signIn(harness.app, victim, { ip: freshIp() })).statusCode).toBe(200);
    const victimWithMallorysPassword = await signIn(
      harness.app,
      { email: victim.email, password: 'Mallory-new-pass-1' },
      { ip: freshIp() },
    );
    expect(victimWithMallorysPassword.statusCode).toBe(400);
  });

  it('T36: reset requests are limited per IP (429 with Retry-After) and per address (silently, same answer)', async () => {
    const ip = freshIp();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(await requestReset(harness.app, `spray-${attempt}@skillswap.test`, ip));
    }
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 202)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
    expect(Number(answers[10]!.headers['retry-after'])).toBeGreaterThan(0);

    const member = await signUpMember(harness.app);
    const replies = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      replies.push(await requestReset(harness.app, member.email));
    expect(new Set(replies.map((reply) => `${reply.statusCode} ${reply.body}`)).size).toBe(1);
    const links = (await listMailTo(harness.database, member.email)).filter(
      (each) => each.subject === 'Reset your SkillSwap password',
    );
    expect(links).toHaveLength(3);

    const guesses = [];
    const guessIp = freshIp();
    for (let attempt = 0; attempt < 21; attempt += 1) {
      guesses.push(
        await inject(harness.app, credentialRoutes.resetPassword, {
          remoteAddress: guessIp,
          body: { token: randomBytes(32).toString('base64url'), password: 'Guessing-pass-1' },
        }),
      );
    }
    expect(guesses.at(-1)!.statusCode).toBe(429);
  });

  it('T37: a reset does not sign in past the second factor: the new password reaches aal1 only', async () => {
    const member = await signUpMember(harness.app);
    await enrolVerifiedTotp(harness.app, member, clock.now());
    await requestReset(harness.app, member.email);
    const token = await readLinkToken(harness.database, member.email, '/reset-password');
    const reset = await resetPassword(harness.app, token, 'After-reset-pass-1');
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    const signedIn = await signIn(
      harness.app,
      { email: member.email, password: 'After-reset-pass-1' },
      { ip: freshIp() },
    );
    const session = signedIn.json<Session>();
    const privacy = await inject(harness.app, privacyRoutes.getPrivacySettings, {
      headers: bearer(session.access_token),
    });
    expect(privacy.statusCode).toBe(403);
    expect(privacy.json<{ code: string }>().code).toBe('mfa_required');
    const assurance = await inject(harness.app, factorRoutes.getAssurance, {
      headers: bearer(session.access_token),
    });
    expect(assurance.json()).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('refuses a common or too short new password with the sign-up rules, and keeps the link usable', async () => {
    const member = await signUpMember(harness.app);
    await requestReset(harness.app, member.email);
    const token = await readLinkToken(harness.database, member.email, '/reset-password');
    const short = await resetPassword(harness.app, token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain('at least 6 characters');
    const common = await resetPassword(harness.app, token, 'password123');
    expect(common.statusCode).toBe(422);
    expect(common.json<{ code: string }>().code).toBe('weak_password');
    expect((await resetPassword(harness.app, token, 'Fine-new-pass-9')).statusCode).toBe(204);
  });
});
