import { z } from 'zod';
import { swapRoutes } from './routes.ts';
import {
  createSwapRequestSchema,
  planUsageSchema,
  sharedCommunityListSchema,
  swapRequestListSchema,
  swapRequestSchema,
  updateSwapRequestSchema,
} from './schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const swapRequestParams = z.object({ id: z.uuid('Swap request not found') });

export const swapEndpoints = {
  getPlanUsage: defineEndpoint(swapRoutes.getPlanUsage, {
    tag: 'Swaps',
    summary: 'Your plan, its limits and what you used of them',
    description:
      'Requests sent this calendar month (UTC) and swaps under way (accepted or disputed; a request waiting ' +
      'for an answer is not one), beside the plan’s limits (null: unlimited).',
    access: 'member',
    tokenScope: 'swaps:read',
    responses: { 200: planUsageSchema },
  }),
  createSwapRequest: defineEndpoint(swapRoutes.createSwapRequest, {
    tag: 'Swaps',
    summary: 'Ask a member for a swap',
    description:
      'Places the requester’s SkillCoin hold when they will learn more hours than they teach. Needs a ' +
      'verified e-mail address (403 `email_unverified`).',
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'swaps:write',
    body: createSwapRequestSchema,
    responses: { 201: z.object({ data: swapRequestSchema }) },
    errors: {
      403: ['forbidden', 'email_unverified', 'member_blocked'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['plan_limit_reached', 'insufficient_credit', 'profile_incomplete'],
      429: ['rate_limit_exceeded'],
    },
  }),
  updateSwapRequest: defineEndpoint(swapRoutes.updateSwapRequest, {
    tag: 'Swaps',
    summary: 'Change a request the other member has not answered yet',
    access: 'member',
    tokenScope: 'swaps:write',
    params: swapRequestParams,
    body: updateSwapRequestSchema,
    responses: { 200: z.object({ data: swapRequestSchema }) },
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['conflict'], 422: ['insufficient_credit'] },
  }),
  listSharedCommunities: defineEndpoint(swapRoutes.listSharedCommunities, {
    tag: 'Swaps',
    summary: 'Communities you and another member both belong to',
    description:
      'Where a swap between you may be made (`communityId` of a request, ADR 181): communities you are both active members of, by name.',
    access: 'member',
    tokenScope: 'swaps:read',
    params: z.object({ memberId: z.uuid('Member not found') }),
    responses: { 200: sharedCommunityListSchema },
  }),
  listSwapRequests: defineEndpoint(swapRoutes.listSwapRequests, {
    tag: 'Swaps',
    summary: 'List the signed-in member’s swap requests',
    access: 'member',
    tokenScope: 'swaps:read',
    responses: { 200: swapRequestListSchema },
  }),
} satisfies Record<keyof typeof swapRoutes, Endpoint>;
