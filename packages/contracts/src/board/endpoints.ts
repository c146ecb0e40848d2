import { z } from 'zod';
import {
  boardPageSchema,
  boardPostDetailSchema,
  boardPostSchema,
  boardQuerySchema,
  createBoardPostSchema,
  respondToBoardPostSchema,
} from './schemas.ts';
import { boardRoutes } from './routes.ts';
import { swapRequestSchema } from '../swaps/schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const postParams = z.object({ id: z.uuid('Post not found') });
const postAnswer = { 200: z.object({ data: boardPostSchema }) };

/** The author's changes to their own post: renew, close, reopen. */
const authorAction = (summary: string) =>
  ({
    tag: 'Board',
    summary,
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'board:write',
    params: postParams,
    responses: postAnswer,
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'], 409: ['conflict'] },
  }) as const;

export const boardEndpoints = {
  listBoardPosts: defineEndpoint(boardRoutes.listBoardPosts, {
    tag: 'Board',
    summary: 'List open posts on the requests board, newest or best match first',
    description:
      'Filters: `q` (title, description, skill), `skill` (any wording), `category`, `kind`, `online`, ' +
      '`near` (a city, or "City, Country") with `withinKm` (50 when left out), `community` (a slug: 404 for a ' +
      'private community the member is not in, as for one that does not exist); `sort=best` ranks by fit to ' +
      'the member’s skills, then newest. `mine=true` lists the member’s own posts, closed and expired ones ' +
      'too. Paged by `cursor`.',
    access: 'member',
    tokenScope: 'board:read',
    query: boardQuerySchema,
    responses: { 200: boardPageSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  createBoardPost: defineEndpoint(boardRoutes.createBoardPost, {
    tag: 'Board',
    summary: 'Post a need or an offer on the board',
    description:
      'Needs a verified e-mail address and a public profile, so members who answer know who asks. An ' +
      'in-person post names a city the offline gazetteer knows; `community` takes the slug of a community ' +
      'the member is an active member of (403 otherwise; 404 for a private one they cannot see).',
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'board:write',
    body: createBoardPostSchema,
    responses: { 201: z.object({ data: boardPostSchema }) },
    errors: {
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      422: ['profile_incomplete'],
      429: ['rate_limit_exceeded'],
    },
  }),
  getBoardPost: defineEndpoint(boardRoutes.getBoardPost, {
    tag: 'Board',
    summary: 'Read one post; its author also gets the responses',
    access: 'member',
    tokenScope: 'board:read',
    params: postParams,
    responses: { 200: boardPostDetailSchema },
    errors: { 404: ['not_found'] },
  }),
  renewBoardPost: defineEndpoint(
    boardRoutes.renewBoardPost,
    authorAction('Renew a post for its lifetime again'),
  ),
  closeBoardPost: defineEndpoint(boardRoutes.closeBoardPost, authorAction('Take a post off the board')),
  reopenBoardPost: defineEndpoint(
    boardRoutes.reopenBoardPost,
    authorAction('Put a closed post back on the board'),
  ),
  respondToBoardPost: defineEndpoint(boardRoutes.respondToBoardPost, {
    tag: 'Board',
    summary: 'Answer a post with a swap request filled from it',
    description:
      'Sends a swap request to the author through the usual path: it counts against the plan’s monthly ' +
      'requests and follows every rule of a request.',
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'board:write',
    params: postParams,
    body: respondToBoardPostSchema,
    responses: { 201: z.object({ data: swapRequestSchema }) },
    errors: {
      403: ['forbidden', 'email_unverified', 'member_blocked'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['plan_limit_reached', 'profile_incomplete', 'validation_failed'],
      429: ['rate_limit_exceeded'],
    },
  }),
} satisfies Record<keyof typeof boardRoutes, Endpoint>;
