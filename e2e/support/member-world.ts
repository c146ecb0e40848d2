import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { consoleE2e } from './console-server.ts';
import { runOperatorCommand } from './console-staff.ts';
import { createMember, expect, type TestMember } from './member-session.ts';
import { authorized, completeSwap, sendSwapRequest } from './member-swaps.ts';

/** A word longer than any screen: no space to wrap at. */
export const longWord = (length: number) =>
  'Supercalifragilistic'.repeat(Math.ceil(length / 20)).slice(0, length);

/** The first letters of every long word: how a journey finds where member text landed on a page. */
export const longWordMarker = longWord(20);

/** A 63-character laugh, one word with no place to break. */
export const laugh = `${'haha'.repeat(15)}!!!`;

/** Every page member-written text appears on, with the ids that fill its address. */
export interface MemberWorld {
  origin: string;
  /** Lena wrote everything: Enterprise, verified, has taught in a completed swap. */
  lena: TestMember;
  /** Omar received it all: the open request, the messages, the notifications. */
  omar: TestMember;
  swapId: string;
  conversationId: string;
  boardPostId: string;
  communitySlug: string;
  workshopId: string;
}

async function post(request: APIRequestContext, member: TestMember, path: string, data: object) {
  const response = await request.post(`${consoleE2e.origin}${path}`, { headers: authorized(member), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  const body = (await response.json()) as {
    id?: string;
    slug?: string;
    data?: { id: string; slug?: string };
  };
  return body.data ?? body;
}

/**
 * Lena writes a long word everywhere a member's text appears, through the API of the console journeys'
 * server (its operator commands give the plan and the badge hosting and first messages need): her bio, a
 * review, a swap request and its thread (a map link, a laugh, a long word), a direct message, a board post,
 * a community with an announcement, a workshop and a portfolio item. Omar answers in the thread.
 */
export async function seedMemberWorld(request: APIRequestContext): Promise<MemberWorld> {
  const origin = consoleE2e.origin;
  const lena = await createMember(
    request,
    'Lena',
    { skills_offered: ['Knitting'], skills_wanted: ['Chess'], bio: longWord(1000) },
    { origin },
  );
  const omar = await createMember(
    request,
    'Omar',
    { skills_offered: ['Chess'], skills_wanted: ['Knitting'], bio: longWord(600) },
    { origin },
  );
  // Lena has taught (workshop hosts must have), and both have a review with the long word in it.
  await completeSwap(request, lena, omar, { comment: longWord(1000), origin });
  expect(await runOperatorCommand('member-enterprise', [lena.email])).toContain('is now on Enterprise');
  await runOperatorCommand('member-verify', [lena.email]);

  const swapId = await sendSwapRequest(request, lena, omar, { message: longWord(2000), origin });
  for (const body of ['https://maps.google.com/?q=Alfama,+Lisboa', laugh, longWord(2000)])
    await post(request, lena, `/api/swaps/${swapId}/messages`, { body });
  await post(request, omar, `/api/swaps/${swapId}/messages`, { body: longWord(700) });

  const { conversation } = (await post(request, lena, '/api/direct-messages', {
    recipientId: omar.id,
    body: longWord(2000),
  })) as unknown as { conversation: { id: string } };
  const boardPost = await post(request, lena, '/api/board/posts', {
    kind: 'need',
    title: longWord(100),
    description: longWord(2000),
    skill: 'Guitar',
    hours: 1,
    isOnline: true,
  });
  const communitySlug = `long-words-${randomUUID().slice(0, 8)}`;
  await post(request, lena, '/api/communities', {
    name: longWord(80),
    slug: communitySlug,
    description: longWord(2000),
    isOnline: true,
    visibility: 'public',
    joinRule: 'open',
  });
  await post(request, lena, `/api/communities/${communitySlug}/announcements`, {
    body: longWord(2000),
    isPinned: true,
  });
  await post(request, omar, `/api/communities/${communitySlug}/join`, {});
  const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const workshop = await post(request, lena, '/api/workshops', {
    title: longWord(120),
    skill: 'Knitting',
    description: longWord(2000),
    date: inThreeDays,
    startTime: '18:00',
    durationMinutes: 60,
    place: { kind: 'online' },
    seats: 5,
    price: 1,
  });
  await addPortfolioItem(request, lena);
  return {
    origin,
    lena,
    omar,
    swapId,
    conversationId: conversation.id,
    boardPostId: boardPost.id!,
    communitySlug,
    workshopId: workshop.id!,
  };
}

async function addPortfolioItem(request: APIRequestContext, member: TestMember) {
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post(`${consoleE2e.origin}/api/me/portfolio/images`, {
    headers: authorized(member),
    multipart: { file: { name: 'scarf.png', mimeType: 'image/png', buffer: image } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { imageId } = (await uploaded.json()) as { imageId: string };
  await post(request, member, '/api/me/portfolio', {
    title: longWord(80),
    description: longWord(500),
    linkUrl: `https://example.com/${longWord(300)}`,
    imageId,
  });
}
