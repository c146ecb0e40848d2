import type { APIRequestContext } from '@playwright/test';
import { expect, type TestMember } from './member-session.ts';

/** The bearer header of a member created through the API. */
export function authorized(member: TestMember) {
  return { authorization: `Bearer ${member.accessToken}` };
}

/**
 * A swap request from one member to another through the API (Knitting for Chess, an hour each, unless told
 * otherwise); answers its id. `origin`: another E2E server than the default one.
 */
export async function sendSwapRequest(
  request: APIRequestContext,
  from: TestMember,
  to: TestMember,
  terms: {
    offeredSkill?: string;
    requestedSkill?: string;
    message?: string;
    hoursOffered?: number;
    hoursRequested?: number;
    origin?: string;
  } = {},
): Promise<string> {
  const sent = await request.post(`${terms.origin ?? ''}/api/swap-requests`, {
    headers: authorized(from),
    data: {
      targetId: to.id,
      offeredSkill: terms.offeredSkill ?? 'Knitting',
      requestedSkill: terms.requestedSkill ?? 'Chess',
      message: terms.message ?? '',
      hoursOffered: terms.hoursOffered ?? 1,
      hoursRequested: terms.hoursRequested ?? 1,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { data: { id: string } }).data.id;
}

/** The recipient accepts a swap request through the API. */
export async function acceptSwap(
  request: APIRequestContext,
  recipient: TestMember,
  swapId: string,
  origin = '',
) {
  const accepted = await request.post(`${origin}/api/swaps/${swapId}/accept`, {
    headers: authorized(recipient),
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/**
 * A swap both members completed (accepted, then the hours confirmed by both) and, with a comment, reviewed,
 * so each review is public on the other's profile.
 */
export async function completeSwap(
  request: APIRequestContext,
  a: TestMember,
  b: TestMember,
  options: { comment?: string; hours?: [number, number]; origin?: string } = {},
) {
  const origin = options.origin ?? '';
  const [requesterHours, recipientHours] = options.hours ?? [1, 1];
  const swapId = await sendSwapRequest(request, a, b, {
    hoursOffered: requesterHours,
    hoursRequested: recipientHours,
    origin,
  });
  await acceptSwap(request, b, swapId, origin);
  for (const member of [a, b]) {
    const confirmed = await request.post(`${origin}/api/swaps/${swapId}/confirm`, {
      headers: authorized(member),
      data: { requesterHours, recipientHours },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  if (options.comment === undefined) return swapId;
  for (const member of [a, b]) {
    const reviewed = await request.post(`${origin}/api/swaps/${swapId}/review`, {
      headers: authorized(member),
      data: { rating: 5, comment: options.comment },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);
  }
  return swapId;
}
