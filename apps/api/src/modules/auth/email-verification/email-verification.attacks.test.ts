import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@skillswap/contracts/auth/schemas';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import { auditLog, authEmailVerifications, users } from '../../../db/schema/index.ts';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { readVerificationToken, signUpMember, type TestMember } from '../../../test/members.ts';
import { createSwapKit, type SwapKit } from '../../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../../test/inject.ts';
import { emailVerificationRoutes } from '@skillswap/contracts/auth/email-routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { exploreRoutes } from '@skillswap/contracts/explore/routes';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { messageRoutes } from '@skillswap/contracts/messages/routes';

const hourMs = 60 * 60 * 1000;

describe(`e-mail verification on ${databaseKind}`, () => {
  const clock = createManualClock(new Date());
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const verify = (token: string, ip = '198.51.100.7') =>
    inject(harness.app, emailVerificationRoutes.verifyEmail, { remoteAddress: ip, body: { token } });
  const resend = (member: TestMember) =>
    inject(harness.app, emailVerificationRoutes.resendVerification, { as: member });
  const getUser = async (member: TestMember) =>
    (await inject(harness.app, authRoutes.getUser, { as: member })).json<AuthUser>();
  const verificationMails = async (email: string) =>
    (
      await harness.database.db.execute<{ subject: string; body_text: string; body_html: string | null }>(sql`
        SELECT subject, body_text, body_html FROM outbox
        WHERE recipient = ${email} AND subject LIKE 'Verify your e-mail address%' ORDER BY id`)
    ).rows;

  /** A newcomer who signed up and has not followed the link, with a complete profile. */
  async function joinUnverified(fullName: string) {
    const member = await signUpMember(harness.app, { fullName, verified: false });
    const profile = await inject(harness.app, profileRoutes.updateMyProfile, {
      as: member,
      body: {
        full_name: fullName,
        bio: 'Teaches knots.',
        skills_offered: ['Guitar'],
        skills_wanted: ['Spanish'],
      },
    });
    expect(profile.statusCode).toBe(200);
    return member;
  }

  it('sign-up mails a verification link with a plain-text and an HTML part, the product name and the full link', async () => {
    const member = await signUpMember(harness.app, { fullName: 'Vera Link', verified: false });
    const [mail] = await verificationMails(member.email);
    expect(mail!.subject).toBe('Verify your e-mail address for SkillSwap');
    const link = /(http\S+\/verify-email\?token=[\w-]+)/.exec(mail!.body_text)?.[1];
    expect(link).toMatch(new RegExp(`^${harness.config.PUBLIC_URL}/verify-email\\?token=[\\w-]{43}$`));
    expect(mail!.body_text).toContain('SkillSwap');
    expect(mail!.body_text).toContain('24 hours');
    expect(mail!.body_html).toContain(`href="${link}"`);
    expect(mail!.body_html).toContain('SkillSwap');
    // Only the token's hash is stored.
    const token = link!.split('token=')[1]!;
    const stored = await harness.database.db.select().from(authEmailVerifications);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await getUser(member)).emailVerifiedAt).toBeNull();
  });

  it('an unverified member can browse, read and edit, but not send or accept requests or send messages', async () => {
    const newcomer = await joinUnverified('Uma Unverified');
    const verified = await kit.joinMember('Vic Verified');
    expect((await inject(harness.app, exploreRoutes.searchProfiles)).statusCode).toBe(200);
    expect(
      (await inject(harness.app, swapLifecycleRoutes.listSwaps, { query: { box: 'incoming' }, as: newcomer }))
        .statusCode,
    ).toBe(200);

    const request = await inject(harness.app, swapRoutes.createSwapRequest, {
      as: newcomer,
      body: {
        targetId: verified.userId,
        offeredSkill: 'Guitar',
        requestedSkill: 'Spanish',
        message: 'Hi',
      },
    });
    expect(request.statusCode).toBe(403);
    expect(request.json()).toMatchObject({ code: 'email_unverified' });
    expect(request.json<{ message: string }>().message).toMatch(/verify your e-mail address/i);

    const swapId = await kit.requestSwap(verified, newcomer);
    const accept = await kit.act(newcomer, swapId, 'accept');
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toMatchObject({ code: 'email_unverified' });
    const message = await inject(harness.app, messageRoutes.sendMessage, {
      params: { id: swapId },
      as: newcomer,
      body: { body: 'Hello' },
    });
    expect(message.statusCode).toBe(403);
    expect(message.json()).toMatchObject({ code: 'email_unverified' });
    expect((await kit.getSwap(newcomer, swapId)).json<{ status: string }>().status).toBe('requested');
    // Declining needs no verified address: it only says no.
    expect((await kit.act(newcomer, swapId, 'decline')).statusCode).toBe(200);
  });

  it('following the link verifies the address once, gives the starter grant, and unlocks requests', async () => {
    const newcomer = await joinUnverified('Nia Newcomer');
    const teacher = await kit.joinMember('Tom Teacher');
    expect((await kit.balanceOf(newcomer)).balance).toBe(0);

    const token = await readVerificationToken(harness.app, newcomer.email);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: newcomer.email,
      emailVerifiedAt: clock.now().toISOString(),
    });
    expect((await getUser(newcomer)).emailVerifiedAt).toBe(clock.now().toISOString());
    expect(await kit.balanceOf(newcomer)).toEqual<Balance>({
      balance: 2,
      held: 0,
      available: 2,
      creditFloor: 0,
    });

    expect(await kit.requestSwap(newcomer, teacher)).toEqual(expect.any(String));
    const audit = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, newcomer.userId));
    expect(audit.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['sign_up', 'email_verification_sent', 'email_verified']),
    );

    // The same link again: refused, and nothing changes.
    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'invalid_verification_token' });
    expect((await kit.balanceOf(newcomer)).balance).toBe(2);
  });

  it('refuses forged, malformed and expired tokens with the same answer, and audits each refusal', async () => {
    const member = await signUpMember(harness.app, { fullName: 'Exa Pired', verified: false });
    const token = await readVerificationToken(harness.app, member.email);
    const forged = await verify('A'.repeat(43));
    const tooLong = await verify('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    clock.advance(24 * hourMs + 1000);
    const expired = await verify(token);
    expect(forged.statusCode).toBe(400);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(forged.json());
    expect((await getUserAfterClockMove(member)).emailVerifiedAt).toBeNull();
    const failures = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'email_verification_failed'));
    expect(failures.map((entry) => entry.userId)).toEqual(expect.arrayContaining([null, member.userId]));
  });

  /** After the clock moved past the access token's life, a fresh sign-in reads the member. */
  async function getUserAfterClockMove(member: TestMember) {
    return getUser(await kit.signInAgain(member));
  }

  it('a link verifies only the address and member it was sent for', async () => {
    const owner = await signUpMember(harness.app, { fullName: 'Owen Owner', verified: false });
    const other = await signUpMember(harness.app, { fullName: 'Otto Other', verified: false });
    const ownerToken = await readVerificationToken(harness.app, owner.email);
    // Followed while someone else is signed in: the link is the proof, and it proves the
    // owner's address only.
    const response = await inject(harness.app, emailVerificationRoutes.verifyEmail, {
      as: other,
      body: { token: ownerToken },
    });
    expect(response.json()).toMatchObject({ email: owner.email });
    expect((await getUser(other)).emailVerifiedAt).toBeNull();

    // An address changed after the link was sent: the old link no longer verifies anything.
    const mover = await signUpMember(harness.app, { fullName: 'Mo Mover', verified: false });
    const moverToken = await readVerificationToken(harness.app, mover.email);
    await harness.database.db
      .update(users)
      .set({ email: `moved-${mover.email}` })
      .where(eq(users.id, mover.userId));
    expect((await verify(moverToken)).statusCode).toBe(400);
  });

  it('“Resend” mails a new link that replaces the old one, and is rate limited', async () => {
    const member = await signUpMember(harness.app, { fullName: 'Ray Resend', verified: false });
    const first = await readVerificationToken(harness.app, member.email);
    const again = await resend(member);
    expect(again.statusCode).toBe(202);
    const second = await readVerificationToken(harness.app, member.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await resend(member)).statusCode).toBe(202);
    expect((await resend(member)).statusCode).toBe(202);
    const limited = await resend(member);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verificationMails(member.email)).toHaveLength(4);
    const latest = await readVerificationToken(harness.app, member.email);
    expect((await verify(latest)).statusCode).toBe(200);
  });

  it('“Resend” for a verified member answers the same and mails nothing', async () => {
    const member = await signUpMember(harness.app, { fullName: 'Vera Done' });
    expect((await resend(member)).statusCode).toBe(202);
    expect(await verificationMails(member.email)).toHaveLength(1);
    expect((await resend({ ...member, authHeader: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('a flood of guesses from one address is rate limited', async () => {
    const ip = '203.0.113.99';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      answers.push((await verify(`guess-${attempt}`, ip)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
