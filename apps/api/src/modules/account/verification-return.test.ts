import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailVerified } from '@skillswap/contracts/auth/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { readVerificationToken, signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { emailVerificationRoutes } from '@skillswap/contracts/auth/email-routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

// After verifying the address from the mailed link, the member returns to where they were (
// ADR 111): to the profile step while it is unfinished, else to the page they were on. Only same-site paths.

const offSite = [
  '//evil.example/steal',
  'https://evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'evil.example/path',
  '/swaps\r\nLocation: https://evil.example',
  `/${'a'.repeat(500)}`,
];

describe(`the return after verifying an address on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let counter = 0;

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const address = () => `203.0.113.${(counter += 1)}`;
  const signUp = (email: string, returnTo?: string) =>
    inject(harness.app, authRoutes.signUp, {
      remoteAddress: address(),
      body: {
        fullName: 'Rita Return',
        email,
        password: 'Swap-Return-4-Real!',
        ...(returnTo ? { returnTo } : {}),
      },
    });
  const verify = async (email: string) => {
    const response = await inject(harness.app, emailVerificationRoutes.verifyEmail, {
      remoteAddress: address(),
      body: { token: await readVerificationToken(harness.app, email) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmailVerified>();
  };
  const resend = (member: TestMember, returnTo: string) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/auth/verify-email/resend?${new URLSearchParams({ returnTo }).toString()}`,
      headers: member.authHeader,
    });
  const completeProfile = async (member: TestMember) => {
    const saved = await inject(harness.app, profileRoutes.updateMyProfile, {
      as: member,
      body: {
        full_name: 'Rita Return',
        bio: 'Teaches knots.',
        skills_offered: ['Knots'],
        skills_wanted: ['Chess'],
      },
    });
    expect(saved.statusCode).toBe(200);
  };
  const mailsTo = async (email: string) =>
    Number(
      (
        await harness.database.db.execute<{ total: number }>(
          sql`SELECT count(*)::int AS total FROM outbox WHERE recipient = ${email}`,
        )
      ).rows[0]!.total,
    );

  it('sends a newcomer with an unfinished profile step to it, carrying the page they came for', async () => {
    const email = `rita-${Date.now()}@skillswap.test`;
    expect((await signUp(email, '/matches?skill=Chess')).statusCode).toBe(200);
    expect((await verify(email)).next).toBe('/welcome?next=%2Fmatches%3Fskill%3DChess');
    const plain = `rita-plain-${Date.now()}@skillswap.test`;
    expect((await signUp(plain)).statusCode).toBe(200);
    expect((await verify(plain)).next).toBe('/welcome');
  });

  it('sends a member whose profile is done back to the page they asked for the new link from', async () => {
    const member = await signUpMember(harness.app, { verified: false });
    await completeProfile(member);
    expect((await resend(member, '/swaps/1b7c0d2e-0000-4000-8000-000000000000#messages')).statusCode).toBe(
      202,
    );
    expect((await verify(member.email)).next).toBe('/swaps/1b7c0d2e-0000-4000-8000-000000000000#messages');
  });

  it('answers no page to go to when the link was sent from none', async () => {
    const member = await signUpMember(harness.app, { verified: false });
    await completeProfile(member);
    expect((await verify(member.email)).next).toBeNull();
  });

  it('refuses an address off the site with a 400, creating no account and sending no link', async () => {
    const member = await signUpMember(harness.app, { verified: false });
    const before = await mailsTo(member.email);
    for (const returnTo of offSite) {
      const email = `rita-evil-${(counter += 1)}@skillswap.test`;
      const signedUp = await signUp(email, returnTo);
      expect(signedUp.statusCode, returnTo).toBe(400);
      expect(signedUp.json<{ code: string }>().code).toBe('validation_failed');
      expect(await mailsTo(email)).toBe(0);
      const resent = await resend(member, returnTo);
      expect(resent.statusCode, returnTo).toBe(400);
      expect(resent.json<{ code: string }>().code).toBe('validation_failed');
    }
    expect(await mailsTo(member.email)).toBe(before);
  });

  it('keeps an off-site address out of the table even when written around the API', async () => {
    const member = await signUpMember(harness.app, { verified: false });
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      await expect(
        harness.database.db.execute(
          sql`UPDATE auth_email_verifications SET return_to = ${returnTo} WHERE user_id = ${member.userId}`,
        ),
      ).rejects.toThrow();
    }
  });
});
