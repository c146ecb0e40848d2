import { z } from 'zod';
import { blockedMemberListSchema, blockMemberSchema, blockResultSchema } from './schemas.ts';
import { blockRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const blockEndpoints = {
  listBlockedMembers: defineEndpoint(blockRoutes.listBlockedMembers, {
    tag: 'Safety',
    summary: 'List the members I blocked, the latest first',
    access: 'member',
    responses: { 200: blockedMemberListSchema },
    errors: { 401: ['unauthorized'] },
  }),
  blockMember: defineEndpoint(blockRoutes.blockMember, {
    tag: 'Safety',
    summary: 'Block a member',
    description:
      'The two members no longer see each other on Explore, matches, circles or profiles, and neither can ' +
      'send the other a request or a message. Pending requests between them are withdrawn; accepted swaps ' +
      'can still be finished or cancelled. Blocking again answers 200 with nothing withdrawn.',
    access: 'member',
    body: blockMemberSchema,
    responses: { 200: blockResultSchema, 201: blockResultSchema },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
  unblockMember: defineEndpoint(blockRoutes.unblockMember, {
    tag: 'Safety',
    summary: 'Unblock a member',
    description: 'Requests withdrawn by the block stay withdrawn.',
    access: 'member',
    params: z.object({ memberId: z.uuid() }),
    responses: { 204: null },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof blockRoutes, Endpoint>;
