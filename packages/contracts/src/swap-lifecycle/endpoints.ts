import { z } from 'zod';
import { swapLifecycleRoutes } from './routes.ts';
import {
  cancelSwapSchema,
  confirmSwapSchema,
  disputeSwapSchema,
  listSwapsQuerySchema,
  swapDetailSchema,
  swapListSchema,
  swapSummarySchema,
} from './schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

/** `:id` of a swap; a malformed id reads as an unknown swap. Its messages and review share it. */
export const swapParams = z.object({ id: z.uuid('Swap not found') });

const swapAnswer = { 200: swapDetailSchema };
const repeatIsSafe =
  'Repeating an action that already took effect answers the swap as it is, so a retry is safe.';

export const swapLifecycleEndpoints = {
  listSwaps: defineEndpoint(swapLifecycleRoutes.listSwaps, {
    tag: 'Swaps',
    summary: 'List the signed-in member’s swaps in one box of My Swaps',
    description: 'Most recently changed first; `nextCursor` fetches the next page.',
    access: 'member',
    tokenScope: 'swaps:read',
    query: listSwapsQuerySchema,
    responses: { 200: swapListSchema },
  }),
  getSwapSummary: defineEndpoint(swapLifecycleRoutes.getSwapSummary, {
    tag: 'Swaps',
    summary: 'Count the signed-in member’s swaps by box, waiting actions and unread messages',
    access: 'member',
    tokenScope: 'swaps:read',
    responses: { 200: swapSummarySchema },
  }),
  getSwap: defineEndpoint(swapLifecycleRoutes.getSwap, {
    tag: 'Swaps',
    summary: 'Get one of the signed-in member’s swaps with its history',
    description: 'Anyone but the swap’s two members gets 404, as for an unknown swap.',
    access: 'member',
    tokenScope: 'swaps:read',
    params: swapParams,
    responses: swapAnswer,
    errors: { 404: ['not_found'] },
  }),
  acceptSwap: defineEndpoint(swapLifecycleRoutes.acceptSwap, {
    tag: 'Swaps',
    summary: 'Accept a swap request received',
    description: `Places the SkillCoin hold of the member who will learn more hours than they teach. Needs a verified e-mail address (403 \`email_unverified\`). ${repeatIsSafe}`,
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'swaps:write',
    params: swapParams,
    body: z.object({}).nullish(),
    responses: swapAnswer,
    errors: {
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['plan_limit_reached', 'insufficient_credit'],
    },
  }),
  declineSwap: defineEndpoint(swapLifecycleRoutes.declineSwap, {
    tag: 'Swaps',
    summary: 'Decline a swap request received, optionally saying why',
    description: repeatIsSafe,
    access: 'member',
    tokenScope: 'swaps:write',
    params: swapParams,
    body: cancelSwapSchema.nullish(),
    responses: swapAnswer,
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['conflict'] },
  }),
  cancelSwap: defineEndpoint(swapLifecycleRoutes.cancelSwap, {
    tag: 'Swaps',
    summary: 'Withdraw a request sent or cancel an accepted swap, optionally saying why',
    description: `Cancelling an accepted swap releases its SkillCoin hold. ${repeatIsSafe}`,
    access: 'member',
    tokenScope: 'swaps:write',
    params: swapParams,
    body: cancelSwapSchema.nullish(),
    responses: swapAnswer,
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['conflict'] },
  }),
  confirmSwap: defineEndpoint(swapLifecycleRoutes.confirmSwap, {
    tag: 'Swaps',
    summary: 'Confirm the hours taught each way in an accepted swap',
    description:
      'The swap completes and settles in SkillCoin once both members’ confirmations agree. Sending the same confirmation again changes nothing. While a scheduled session of the swap is still to begin, confirming is refused with 409, naming that session; cancel it first if it will not take place.',
    access: 'member',
    tokenScope: 'swaps:write',
    params: swapParams,
    body: confirmSwapSchema,
    responses: swapAnswer,
    errors: { 404: ['not_found'], 409: ['conflict'], 422: ['insufficient_credit'] },
  }),
  disputeSwap: defineEndpoint(swapLifecycleRoutes.disputeSwap, {
    tag: 'Swaps',
    summary: 'Dispute an accepted swap, for an operator to resolve',
    description: repeatIsSafe,
    access: 'member',
    tokenScope: 'swaps:write',
    params: swapParams,
    body: disputeSwapSchema,
    responses: swapAnswer,
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
} satisfies Record<keyof typeof swapLifecycleRoutes, Endpoint>;
