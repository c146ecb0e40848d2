import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile } from '@skillswap/contracts/profiles/schemas';
import type { MessageThread, SwapList } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { ReviewPage } from '@skillswap/contracts/reviews/schemas';
import { contactMessages, outbox, reports, swaps, users } from '../db/schema/index.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestApp } from './app.ts';
import { databaseKind } from './database.ts';
import { inject } from './inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';

const nul = '\u0000';
const refusal = { code: 'validation_failed', message: 'Must not contain control characters' };

describe(`text with control characters on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Lima');
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar' });
  });
  afterAll(() => harness.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, member?: KitMember) =>
    harness.app.inject({ method, url, payload, ...(member ? { headers: member.authHeader } : {}) });

  function expectRefused(response: Awaited<ReturnType<typeof send>>) {
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
      status: 400,
      body: refusal,
    });
  }

  const myProfile = async (member: KitMember) =>
    (await inject(harness.app, profileRoutes.getMyProfile, { as: member })).json<MyProfile>();

  it('sign-up refuses a name with a NUL and creates no account', async () => {
    const before = (await harness.database.db.select().from(users)).length;
    expectRefused(
      await send('POST', '/api/auth/signup', {
        fullName: `Eve${nul}Adams`,
        email: 'eve-nul@skillswap.test',
        password: 'Swap-long-enough',
      }),
    );
    expect(await harness.database.db.select().from(users)).toHaveLength(before);
  });

  it.each([
    ['a NUL in the full name', { full_name: `Ana${nul} Lima` }],
    ['a NUL in the bio', { bio: `Teaches${nul} guitar` }],
    ['a NUL in an offered skill', { skills_offered: [`Gui${nul}tar`] }],
    ['a NUL in the city', { location_city: `Lis${nul}bon` }],
    ['an escape sequence in the bio', { bio: 'Teaches \u001b[31mguitar' }],
  ])('the profile editor refuses %s and keeps the profile as it was', async (_, change) => {
    const before = await myProfile(ana);
    const profile = {
      full_name: before.full_name,
      bio: before.bio,
      skills_offered: before.skills_offered,
      skills_wanted: before.skills_wanted,
    };
    expectRefused(await send('PUT', '/api/me/profile', { ...profile, ...change }, ana));
    expect(await myProfile(ana)).toEqual(before);
  });

  it('keeps line breaks and tabs in a bio, reading CRLF as a newline', async () => {
    const before = await myProfile(ana);
    const response = await send(
      'PUT',
      '/api/me/profile',
      {
        full_name: before.full_name,
        bio: 'Guitar:\r\n\tchords\r\n\tscales',
        skills_offered: before.skills_offered,
        skills_wanted: before.skills_wanted,
      },
      ana,
    );
    expect(response.statusCode).toBe(200);
    expect((await myProfile(ana)).bio).toBe('Guitar:\n\tchords\n\tscales');
  });

  it('the contact form refuses a NUL in any field and stores and sends nothing', async () => {
    const message = {
      name: 'Grace Hopper',
      email: 'grace-nul@visitor.example',
      subject: 'Question about plans',
      message: 'Can I switch plans at any time?',
    };
    for (const field of ['name', 'subject', 'message'] as const) {
      expectRefused(await send('POST', '/api/contact', { ...message, [field]: `${message[field]}${nul}` }));
    }
    expect(await harness.database.db.select().from(contactMessages)).toEqual([]);
    const mail = await harness.database.db.select().from(outbox);
    expect(mail.filter((item) => item.recipient === message.email)).toEqual([]);
  });

  it('a swap request with a NUL in a skill or the message is refused and not sent', async () => {
    const request = {
      targetId: ben.userId,
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      message: 'Hi',
    };
    expectRefused(
      await send('POST', '/api/swap-requests', { ...request, offeredSkill: `Gui${nul}tar` }, ana),
    );
    expectRefused(
      await send('POST', '/api/swap-requests', { ...request, requestedSkill: `Span${nul}` }, ana),
    );
    expectRefused(await send('POST', '/api/swap-requests', { ...request, message: `Hi${nul}` }, ana));
    expect(await harness.database.db.select().from(swaps)).toEqual([]);
  });

  it('messages, cancel and dispute reasons, and review comments refuse a NUL and change nothing', async () => {
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');

    expectRefused(await send('POST', `/api/swaps/${swapId}/messages`, { body: `Hello${nul}` }, ana));
    const thread = await inject(harness.app, messageRoutes.listMessages, { params: { id: swapId }, as: ben });
    expect(thread.json<MessageThread>().items).toEqual([]);

    expectRefused(await kit.act(ana, swapId, 'dispute', { reason: `They never came${nul} to the lesson` }));
    expectRefused(await kit.act(ana, swapId, 'cancel', { reason: `Sorry${nul}` }));
    expect((await kit.getSwap(ana, swapId)).json<{ status: string }>().status).toBe('accepted');

    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    await kit.actOk(ben, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expectRefused(
      await send('POST', `/api/swaps/${swapId}/review`, { rating: 5, comment: `Great${nul}` }, ana),
    );
    const reviews = await inject(harness.app, reviewRoutes.listProfileReviews, {
      params: { id: ben.userId },
    });
    expect(reviews.json<ReviewPage>().total).toBe(0);
    const past = await inject(harness.app, swapLifecycleRoutes.listSwaps, {
      query: { box: 'past' },
      as: ana,
    });
    expect(past.json<SwapList>().items[0]).toMatchObject({ id: swapId, hasReviewed: false, canReview: true });
  });

  it.each([
    ['a NUL', `Spam${nul} links`],
    ['an escape sequence', 'Spam \u001b[2J links'],
    ['a bell', 'Spam \u0007 links'],
  ])('a report refuses %s in its details and stores nothing', async (_, details) => {
    const before = await harness.database.db.select().from(reports);
    expectRefused(
      await send(
        'POST',
        '/api/reports',
        { targetKind: 'member', targetId: ben.userId, reason: 'spam_or_scam', details },
        ana,
      ),
    );
    expect(await harness.database.db.select().from(reports)).toEqual(before);
  });
});
