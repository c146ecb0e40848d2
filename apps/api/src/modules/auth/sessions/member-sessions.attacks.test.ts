import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSession } from '@skillswap/contracts/auth-security/member-sessions';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { freshIp, getUser, refresh, signIn } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import { inject } from '../../../test/inject.ts';
import { memberSessionRoutes } from '@skillswap/contracts/auth-security/routes';

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe(`session list attacks on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-07-01T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });
  const list = async (session: Session) => {
    const response = await inject(harness.app, memberSessionRoutes.listMemberSessions, {
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    return response.json<MemberSession[]>();
  };
  const signOutOne = (session: Session, sessionId: string) =>
    inject(harness.app, memberSessionRoutes.signOutSession, {
      params: { sessionId },
      headers: bearer(session),
    });
  const signOutOthers = (session: Session) =>
    inject(harness.app, memberSessionRoutes.signOutOtherSessions, { headers: bearer(session) });

  async function signInFrom(member: TestMember, userAgent: string, ip = freshIp()) {
    const response = await signIn(harness.app, member, { ip, headers: { 'user-agent': userAgent } });
    expect(response.statusCode).toBe(200);
    return response.json<Session>();
  }

  it('S1: the list shows each live session with its device, address and last use, the current one marked', async () => {
    const member = await signUpMember(harness.app);
    const phone = await signInFrom(member, chromeOnAndroid, '203.0.113.7');
    clock.advance(60_000);
    const laptop = await signInFrom(member, firefoxOnWindows, '198.51.100.9');
    const seenFromLaptop = await list(laptop);
    expect(seenFromLaptop).toHaveLength(3); // sign-up, phone, laptop
    const current = seenFromLaptop.find((session) => session.isCurrent)!;
    expect(current).toMatchObject({ device: 'Firefox on Windows', ip: '198.51.100.9' });
    expect(seenFromLaptop.filter((session) => session.isCurrent)).toHaveLength(1);
    const phoneEntry = seenFromLaptop.find((session) => session.device === 'Chrome on Android')!;
    expect(phoneEntry).toMatchObject({ ip: '203.0.113.7', isCurrent: false });

    // A refresh is a use: the time and the address move.
    clock.advance(10 * 60_000);
    const refreshed = await refresh(harness.app, phone.refresh_token!, { ip: '203.0.113.99' });
    expect(refreshed.statusCode).toBe(200);
    const after = (await list(laptop)).find((session) => session.id === phoneEntry.id)!;
    expect(after.ip).toBe('203.0.113.99');
    expect(new Date(after.lastUsedAt).getTime()).toBe(clock.now().getTime());
    expect(after.signedInAt).toBe(phoneEntry.signedInAt);
    expect((await list(laptop))[0]!.id).toBe(phoneEntry.id); // most recently used first
  });

  it('S2: signing out one session revokes only that one, its refresh token and access token at once', async () => {
    const member = await signUpMember(harness.app);
    const phone = await signInFrom(member, chromeOnAndroid);
    const laptop = await signInFrom(member, firefoxOnWindows);
    const tablet = await signInFrom(member, chromeOnAndroid);
    const phoneId = (await list(phone)).find((session) => session.isCurrent)!.id;

    const ended = await signOutOne(laptop, phoneId);
    expect(ended.statusCode).toBe(204);
    expect((await refresh(harness.app, phone.refresh_token!)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await getUser(harness.app, phone.access_token)).statusCode).toBe(401);
    expect((await getUser(harness.app, tablet.access_token)).statusCode).toBe(200);
    expect((await refresh(harness.app, tablet.refresh_token!)).statusCode).toBe(200);
    expect((await list(laptop)).map((session) => session.id)).not.toContain(phoneId);
    expect((await signOutOne(laptop, phoneId)).statusCode).toBe(404);
  });

  it("S3: another member's session answers 404 and stays signed in; the current one answers 409", async () => {
    const owner = await signUpMember(harness.app);
    const ownerSession = await signInFrom(owner, chromeOnAndroid);
    const ownerId = (await list(ownerSession)).find((session) => session.isCurrent)!.id;
    const intruder = await signUpMember(harness.app);
    const intruderSession = await signInFrom(intruder, firefoxOnWindows);
    expect((await list(intruderSession)).map((session) => session.id)).not.toContain(ownerId);
    expect((await signOutOne(intruderSession, ownerId)).statusCode).toBe(404);
    expect((await getUser(harness.app, ownerSession.access_token)).statusCode).toBe(200);
    const own = await signOutOne(ownerSession, ownerId);
    expect(own.statusCode).toBe(409);
    expect((await getUser(harness.app, ownerSession.access_token)).statusCode).toBe(200);
    const malformed = await signOutOne(ownerSession, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
  });

  it('S4: "sign out all other sessions" keeps the current one and ends the rest', async () => {
    const member = await signUpMember(harness.app);
    const others = [
      await signInFrom(member, chromeOnAndroid),
      await signInFrom(member, firefoxOnWindows),
      await signInFrom(member, chromeOnAndroid),
    ];
    const current = await signInFrom(member, firefoxOnWindows);
    const answered = await signOutOthers(current);
    expect(answered.statusCode).toBe(200);
    // Three sign-ins and the sign-up; the member holds no personal access token.
    expect(answered.json()).toEqual({ signedOut: 4, revokedTokens: 0 });
    for (const other of others) {
      expect((await refresh(harness.app, other.refresh_token!)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await getUser(harness.app, other.access_token)).statusCode).toBe(401);
    }
    const left = await list(current);
    expect(left).toHaveLength(1);
    expect(left[0]!.isCurrent).toBe(true);
    expect((await refresh(harness.app, current.refresh_token!)).statusCode).toBe(200);
  });

  it('S5: the list and sign-outs need a signed-in member, and every sign-out is audited', async () => {
    expect((await inject(harness.app, memberSessionRoutes.listMemberSessions)).statusCode).toBe(401);
    const member = await signUpMember(harness.app);
    const phone = await signInFrom(member, chromeOnAndroid);
    const laptop = await signInFrom(member, firefoxOnWindows);
    const phoneId = (await list(phone)).find((session) => session.isCurrent)!.id;
    await signOutOne(laptop, phoneId);
    await signOutOthers(laptop);
    const audit = await harness.database.db.execute<{ event: string }>(
      `SELECT event FROM audit_log WHERE user_id = '${member.userId}' AND event = 'session_signed_out_remotely'`,
    );
    expect(audit.rows).toHaveLength(2);
  });

  it('S6: sessions past the idle limit are not listed', async () => {
    const member = await signUpMember(harness.app);
    await signInFrom(member, chromeOnAndroid);
    clock.advance(8 * 24 * 60 * 60 * 1000);
    const fresh = await signInFrom(member, firefoxOnWindows);
    const listed = await list(fresh);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.device).toBe('Firefox on Windows');
  });
});
