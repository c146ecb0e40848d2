import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { freshIp, getUser, refresh, signIn } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { bearer, challengeAndVerify, enrolVerifiedTotp, totpCodeAt } from '../../../test/mfa-requests.ts';
import { listMailTo, post, readLinkToken } from './credentials.test-helper.ts';
import { inject } from '../../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

const minute = 60_000;
const day = 24 * 60 * minute;

describe(`password change, e-mail change and re-authentication on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-09-02T10:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  const changePassword = (token: string, body: object) =>
    post(harness.app, '/api/auth/password', body, { token, method: 'PUT' });
  const changeEmail = (token: string, email: string) =>
    post(harness.app, '/api/auth/email', { email }, { token });
  const reauthenticate = (token: string, password: string) =>
    post(harness.app, '/api/auth/reauthenticate', { password }, { token });
  const deleteAccount = (token: string) =>
    inject(harness.app, accountRoutes.deleteAccount, { headers: bearer(token) });
  const currentEmail = async (userId: string) =>
    (await harness.database.db.execute<{ email: string }>(`SELECT email FROM users WHERE id = '${userId}'`))
      .rows[0]!.email;

  it('changing the password needs the current one, ends the other sessions and keeps this one', async () => {
    const member = await signUpMember(harness.app);
    const other = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    const wrong = await changePassword(member.accessToken, {
      currentPassword: 'Not-my-password-1',
      newPassword: 'Changed-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('invalid_credentials');
    const changed = await changePassword(member.accessToken, {
      currentPassword: member.password,
      newPassword: 'Changed-pass-1',
    });
    expect(changed.statusCode).toBe(204);
    expect((await getUser(harness.app, member.accessToken)).statusCode).toBe(200);
    expect((await refresh(harness.app, member.refreshToken)).statusCode).toBe(200);
    expect((await refresh(harness.app, other.refresh_token!)).statusCode).toBe(401);
    expect((await getUser(harness.app, other.access_token)).statusCode).toBe(401);
    const newSignIn = await signIn(
      harness.app,
      { email: member.email, password: 'Changed-pass-1' },
      { ip: freshIp() },
    );
    expect(newSignIn.statusCode).toBe(200);
    const events = await harness.database.db.execute<{ event: string }>(
      `SELECT event FROM audit_log WHERE user_id = '${member.userId}' ORDER BY id`,
    );
    expect(events.rows.map((row) => row.event)).toEqual(
      expect.arrayContaining(['password_change_failed', 'password_changed']),
    );
    const mails = await listMailTo(harness.database, member.email);
    expect(mails.at(-1)!.subject).toBe('Your SkillSwap password was changed');
    expect(mails.at(-1)!.html).toContain('SkillSwap');
  });

  it('T38: a dangerous action more than 5 minutes after the last proof answers reauth_required until the password is proved again', async () => {
    const member = await signUpMember(harness.app);
    clock.advance(5 * minute + 1000);
    const refused = await deleteAccount(member.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('reauth_required');
    expect(
      (await changeEmail(member.accessToken, 'later@skillswap.test')).json<{ code: string }>().code,
    ).toBe('reauth_required');
    expect((await getUser(harness.app, member.accessToken)).statusCode).toBe(200);

    const wrong = await reauthenticate(member.accessToken, 'Not-my-password-1');
    expect(wrong.statusCode).toBe(400);
    expect((await deleteAccount(member.accessToken)).statusCode).toBe(403);
    const proved = await reauthenticate(member.accessToken, member.password);
    expect(proved.statusCode).toBe(200);
    expect(new Date(proved.json<{ validUntil: string }>().validUntil).getTime()).toBe(
      clock.now().getTime() + 5 * minute,
    );
    clock.advance(4 * minute);
    expect((await deleteAccount(member.accessToken)).statusCode).toBe(204);
  });

  it('T38: removing a verified factor needs a recent proof too; a second factor proves it as well as the password', async () => {
    const member = await signUpMember(harness.app);
    const first = await enrolVerifiedTotp(harness.app, member, clock.now());
    const { factorId, secret } = first;
    // Verifying a factor replaces the session; the spare's verify leaves the one to use.
    const { session } = await enrolVerifiedTotp(
      harness.app,
      { ...member, accessToken: first.session.access_token },
      clock.now(),
      'Spare',
    );
    clock.advance(6 * minute);
    const removal = () =>
      inject(harness.app, factorRoutes.removeFactor, {
        params: { factorId },
        headers: bearer(session.access_token),
      });
    const refused = await removal();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('reauth_required');
    const verified = await challengeAndVerify(
      harness.app,
      session.access_token,
      factorId,
      totpCodeAt(secret, clock.now()),
    );
    expect(verified.statusCode).toBe(200);
    const fresh = verified.json<Session>();
    const removed = await inject(harness.app, factorRoutes.removeFactor, {
      params: { factorId },
      headers: bearer(fresh.access_token),
    });
    expect(removed.statusCode).toBe(200);
  });

  it('T38: re-authentication is counted per member: the 11th try in 15 minutes is refused with 429', async () => {
    const member = await signUpMember(harness.app);
    let last = null as null | Awaited<ReturnType<typeof reauthenticate>>;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await reauthenticate(member.accessToken, `Guess-${attempt}-password`);
    }
    expect(last!.statusCode).toBe(429);
    expect((await reauthenticate(member.accessToken, member.password)).statusCode).toBe(429);
  });

  it('changing the e-mail: the new address confirms by link, the old one is told and can undo within 7 days', async () => {
    const member = await signUpMember(harness.app);
    const newEmail = `moved-${randomBytes(4).toString('hex')}@skillswap.test`;
    const started = await changeEmail(member.accessToken, newEmail);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ pendingEmail: newEmail });
    expect(await currentEmail(member.userId)).toBe(member.email);

    const confirmToken = await readLinkToken(harness.database, newEmail, '/confirm-email');
    const confirmed = await post(harness.app, '/api/auth/email/confirm', { token: confirmToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect(await currentEmail(member.userId)).toBe(newEmail);
    expect(
      (await post(harness.app, '/api/auth/email/confirm', { token: confirmToken })).json<{ code: string }>()
        .code,
    ).toBe('invalid_link');
    expect(
      (await signIn(harness.app, { email: newEmail, password: member.password }, { ip: freshIp() }))
        .statusCode,
    ).toBe(200);

    const told = (await listMailTo(harness.database, member.email)).at(-1)!;
    expect(told.subject).toBe('Your SkillSwap e-mail address was changed');
    expect(told.text).toContain(newEmail);
    expect(told.html).toMatch(/href="http:\/\/[^"]+\/undo-email-change#token=[\w-]{43}"/);
    const undoToken = await readLinkToken(harness.database, member.email, '/undo-email-change');
    clock.advance(6 * day);
    const undone = await post(harness.app, '/api/auth/email/undo', { token: undoToken });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ email: member.email });
    expect(await currentEmail(member.userId)).toBe(member.email);
    expect((await refresh(harness.app, member.refreshToken)).statusCode).toBe(401);
    expect((await post(harness.app, '/api/auth/email/undo', { token: undoToken })).statusCode).toBe(400);
    expect((await signIn(harness.app, member, { ip: freshIp() })).statusCode).toBe(200);
    const events = await harness.database.db.execute<{ event: string }>(
      `SELECT event FROM audit_log WHERE user_id = '${member.userId}' ORDER BY id`,
    );
    expect(events.rows.map((row) => row.event)).toEqual(
      expect.arrayContaining(['email_change_requested', 'email_changed', 'email_change_undone']),
    );
  });

  it('T39: e-mail links are refused when expired, forged, replaced by a newer request or past the 7-day undo window', async () => {
    const member = await signUpMember(harness.app);
    await changeEmail(member.accessToken, 'first-choice@skillswap.test');
    const replaced = await readLinkToken(harness.database, 'first-choice@skillswap.test', '/confirm-email');
    await changeEmail(member.accessToken, 'second-choice@skillswap.test');
    expect((await post(harness.app, '/api/auth/email/confirm', { token: replaced })).statusCode).toBe(400);
    const late = await readLinkToken(harness.database, 'second-choice@skillswap.test', '/confirm-email');
    clock.advance(day + 1000);
    expect((await post(harness.app, '/api/auth/email/confirm', { token: late })).statusCode).toBe(400);
    const forged = await post(harness.app, '/api/auth/email/undo', {
      token: randomBytes(32).toString('base64url'),
    });
    expect(forged.json<{ code: string }>().code).toBe('invalid_link');
    expect(await currentEmail(member.userId)).toBe(member.email);

    const again = await signIn(harness.app, member, { ip: freshIp() });
    await changeEmail(again.json<Session>().access_token, 'third-choice@skillswap.test');
    const token = await readLinkToken(harness.database, 'third-choice@skillswap.test', '/confirm-email');
    await post(harness.app, '/api/auth/email/confirm', { token });
    const undoToken = await readLinkToken(harness.database, member.email, '/undo-email-change');
    clock.advance(7 * day + 1000);
    expect((await post(harness.app, '/api/auth/email/undo', { token: undoToken })).statusCode).toBe(400);
    expect(await currentEmail(member.userId)).toBe('third-choice@skillswap.test');
  });

  it("T39: an address that belongs to another account is not disclosed and not taken over; that account's owner is told", async () => {
    const owner = await signUpMember(harness.app);
    const mallory = await signUpMember(harness.app);
    const toTaken = await changeEmail(mallory.accessToken, owner.email.toUpperCase());
    const toFree = await changeEmail(
      mallory.accessToken,
      `free-${randomBytes(3).toString('hex')}@skillswap.test`,
    );
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(Object.keys(toTaken.json<object>())).toEqual(Object.keys(toFree.json<object>()));
    const ownerMail = (await listMailTo(harness.database, owner.email)).at(-1)!;
    expect(ownerMail.subject).toBe('Someone tried to move a SkillSwap account to your address');
    expect(ownerMail.text).not.toMatch(/#token=/);
    expect(await currentEmail(mallory.userId)).toBe(mallory.email);
    expect(await currentEmail(owner.userId)).toBe(owner.email);
  });

  it("T39: a confirmation link of another member's change moves only that member", async () => {
    const first = await signUpMember(harness.app);
    const second = await signUpMember(harness.app);
    await changeEmail(first.accessToken, 'first-moves@skillswap.test');
    const token = await readLinkToken(harness.database, 'first-moves@skillswap.test', '/confirm-email');
    const confirmed = await post(
      harness.app,
      '/api/auth/email/confirm',
      { token },
      { token: second.accessToken },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await currentEmail(first.userId)).toBe('first-moves@skillswap.test');
    expect(await currentEmail(second.userId)).toBe(second.email);
  });
});
