import { sql } from 'drizzle-orm';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { pushCategoryOf } from '@skillswap/contracts/notifications/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { addCommunity, setOwnProfile } from './community.fixture.ts';
import { sendMatchDigests } from './match-digest.job.ts';
import { inject } from '../../test/inject.ts';
import { matchRoutes } from '@skillswap/contracts/matches/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

const clock = createManualClock(new Date());
const week = 7 * 86_400_000;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let maya: TestMember;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  maya = await signUpMember(testApp.app, { fullName: 'Maya Seeker' });
  await setOwnProfile(testApp.database.db, maya.userId, { offers: ['Spanish'], wants: ['Guitar'] });
  await addCommunity(testApp.database.db, [
    { name: 'Ana', offers: ['Guitar lessons'], wants: ['Español'], rating: 4.8 },
    { name: 'Cara', offers: ['acoustic guitar'], wants: ['Knitting'] },
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

/** Digest e-mails queued for an address (sign-up queues its own e-mails too). */
async function mailTo(email: string) {
  const result = await testApp.database.db.execute<{ subject: string; body_text: string }>(
    sql`SELECT subject, body_text FROM outbox
      WHERE recipient = ${email} AND subject = 'New matches for you on SkillSwap' ORDER BY id`,
  );
  return result.rows;
}

const runDigest = () => sendMatchDigests(testApp.app.deps);

describe('weekly match digest', () => {
  it('e-mails a member their new matches with the reasons, through the outbox', async () => {
    const quiet = await signUpMember(testApp.app, { fullName: 'No Skills Yet' });
    await runDigest();
    const [mail, ...more] = await mailTo(maya.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New matches for you on SkillSwap');
    expect(mail?.body_text).toContain('Hi Maya Seeker,');
    expect(mail?.body_text).toContain('- Ana: Teaches Guitar, wants Spanish');
    expect(mail?.body_text).toContain('- Cara: Teaches Guitar');
    expect(mail?.body_text).toContain(`${testApp.config.PUBLIC_URL.replace(/\/$/, '')}/matches`);
    expect(await mailTo(quiet.email)).toEqual([]);
  });

  it('sends at most one a week, and only matches no earlier digest announced', async () => {
    await runDigest();
    expect(await mailTo(maya.email)).toHaveLength(1);
    await addCommunity(testApp.database.db, [{ name: 'Zed', offers: ['Guitar'], wants: ['Spanish'] }]);
    clock.advance(week);
    await runDigest();
    const mails = await mailTo(maya.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain('- Zed: Teaches Guitar, wants Spanish');
    expect(mails[1]?.body_text).not.toContain('Ana');
    clock.advance(week);
    await runDigest();
    expect(await mailTo(maya.email)).toHaveLength(2);
  });

  it('sends one digest even when two runs race', async () => {
    const other = await signUpMember(testApp.app, { fullName: 'Racing Member' });
    await setOwnProfile(testApp.database.db, other.userId, { offers: ['Knitting'], wants: ['Guitar'] });
    await Promise.all([runDigest(), runDigest()]);
    expect(await mailTo(other.email)).toHaveLength(1);
  });

  it('handles at most the given number of members a run and says when more are due', async () => {
    for (const name of ['Pia', 'Quin', 'Rui']) {
      const member = await signUpMember(testApp.app, { fullName: name });
      await setOwnProfile(testApp.database.db, member.userId, { offers: ['Spanish'], wants: ['Guitar'] });
    }
    clock.advance(week);
    const first = await sendMatchDigests(testApp.app.deps, { limit: 2 });
    expect(first).toMatchObject({ considered: 2, hasMore: true });
    let rest = await sendMatchDigests(testApp.app.deps, { limit: 2 });
    while (rest.hasMore) rest = await sendMatchDigests(testApp.app.deps, { limit: 2 });
    expect(await sendMatchDigests(testApp.app.deps, { limit: 2 })).toEqual({
      considered: 0,
      sent: 0,
      hasMore: false,
    });
  });

  it('stops when the member turns it off, and says so when asked', async () => {
    // Tokens last 15 minutes and the clock has moved on by weeks: a member who signs up now.
    const nia = await signUpMember(testApp.app, { fullName: 'Nia' });
    await setOwnProfile(testApp.database.db, nia.userId, { offers: ['Spanish'], wants: ['Guitar'] });
    const headers = nia.authHeader;
    const before = await inject(testApp.app, matchRoutes.getMatchDigest, { headers });
    expect(before.json()).toEqual({ enabled: true });
    const off = await inject(testApp.app, matchRoutes.updateMatchDigest, {
      headers,
      body: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    const after = await inject(testApp.app, matchRoutes.getMatchDigest, { headers });
    expect(after.json()).toEqual({ enabled: false });
    clock.advance(week);
    await runDigest();
    expect(await mailTo(nia.email)).toEqual([]);
  });

  it('refuses a visitor and a malformed preference', async () => {
    const visitor = await inject(testApp.app, matchRoutes.updateMatchDigest, { body: { enabled: false } });
    expect(visitor.statusCode).toBe(401);
    const malformed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/me/match-digest',
      headers: (await signUpMember(testApp.app)).authHeader,
      payload: { enabled: 'no' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('leaves a new_matches notification (the matches push category) and writes both in the member’s language', async () => {
    const lena = await signUpMember(testApp.app, { fullName: 'Lena Weber' });
    await setOwnProfile(testApp.database.db, lena.userId, { offers: ['Spanish'], wants: ['Guitar'] });
    await inject(testApp.app, accountRoutes.updateLanguage, { as: lena, body: { language: 'de' } });
    await runDigest();
    const page = (
      await inject(testApp.app, notificationRoutes.listNotifications, { as: lena })
    ).json<NotificationPage>();
    const notice = page.items.find((item) => item.type === 'new_matches');
    expect(notice).toMatchObject({ title: 'Neue Treffer für dich auf SkillSwap', link: '/matches' });
    expect(notice?.body).toMatch(
      /^Neue Mitglieder passen zu dem, was du unterrichtest und lernen möchtest: .*Ana/,
    );
    expect(pushCategoryOf.new_matches).toBe('matches');
    const mail = await testApp.database.db.execute<{ subject: string; body_text: string }>(
      sql`SELECT subject, body_text FROM outbox WHERE recipient = ${lena.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail.rows[0]?.subject).toBe('Neue Treffer für dich auf SkillSwap');
    expect(mail.rows[0]?.body_text).toContain('Hallo Lena Weber,');
    expect(mail.rows[0]?.body_text).toContain('Alle deine Treffer: ');
  });
});
