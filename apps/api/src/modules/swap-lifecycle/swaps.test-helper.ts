import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { SwapAction, SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';

/**
 * Test helpers for the swap lifecycle: members with complete profiles, requests sent through the real
 * endpoint, and actions taken over HTTP, as a member's browser would.
 */
export function createSwapKit(app: FastifyInstance, database: Database) {
  async function joinMember(
    fullName: string,
    options: { plan?: PlanTier; offers?: string; wants?: string; email?: string } = {},
  ) {
    const member = await signUpMember(app, { fullName, ...(options.email ? { email: options.email } : {}) });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: member.authHeader,
      payload: {
        full_name: fullName,
        bio: `${fullName} loves trading skills.`,
        skills_offered: [options.offers ?? 'Guitar'],
        skills_wanted: [options.wants ?? 'Spanish'],
      },
    });
    if (response.statusCode !== 200) throw new Error(`Profile save failed: ${response.body}`);
    if (options.plan) await setPlan(member, options.plan);
    return { ...member, fullName };
  }

  const setPlan = (member: TestMember, plan: PlanTier) =>
    database.db.update(profiles).set({ plan }).where(eq(profiles.id, member.userId));

  async function requestSwap(
    requester: TestMember,
    recipient: TestMember,
    hours: { hoursOffered?: number; hoursRequested?: number } = {},
  ): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/swap-requests',
      headers: requester.authHeader,
      payload: {
        targetId: recipient.userId,
        offeredSkill: 'Guitar',
        requestedSkill: 'Spanish',
        message: '',
        ...hours,
      },
    });
    if (response.statusCode !== 201) throw new Error(`Swap request failed: ${response.body}`);
    return response.json<{ data: { id: string } }>().data.id;
  }

  function act(member: TestMember, swapId: string, action: SwapAction, payload?: object) {
    return app.inject({
      method: 'POST',
      url: `/api/swaps/${swapId}/${action}`,
      headers: member.authHeader,
      ...(payload ? { payload } : {}),
    });
  }

  async function actOk(member: TestMember, swapId: string, action: SwapAction, payload?: object) {
    const response = await act(member, swapId, action, payload);
    if (response.statusCode !== 200)
      throw new Error(`${action} failed with ${response.statusCode}: ${response.body}`);
    return response.json<SwapDetail>();
  }

  async function getSwap(member: TestMember, swapId: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/swaps/${swapId}`,
      headers: member.authHeader,
    });
    return response;
  }

  async function balanceOf(member: TestMember): Promise<Balance> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ledger/balance',
      headers: member.authHeader,
    });
    return response.json<Balance>();
  }

  /** Signs in again with the password, e.g. after the clock moved past the session's lifetime. */
  async function signInAgain<T extends TestMember>(member: T): Promise<T> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: member.email, password: member.password },
    });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
    const token = response.json<{ access_token: string }>().access_token;
    return { ...member, accessToken: token, authHeader: { authorization: `Bearer ${token}` } };
  }

  return { joinMember, setPlan, requestSwap, act, actOk, getSwap, balanceOf, signInAgain };
}

export type SwapKit = ReturnType<typeof createSwapKit>;
export type KitMember = TestMember & { fullName: string };
