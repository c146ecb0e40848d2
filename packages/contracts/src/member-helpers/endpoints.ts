import { z } from 'zod';
import {
  appointHelperSchema,
  helperActionListSchema,
  helperAppointmentSchema,
  myHelpersSchema,
} from './schemas.ts';
import { memberHelperRoutes } from './routes.ts';
import { read, slugParams } from '../communities/endpoints.ts';
import { defineEndpoint } from '../shared/endpoint.ts';

const consent =
  'A helper acts for the member by sending the `X-SkillSwap-Acting-For` header with the member’s id from their own ' +
  'signed-in session: only endpoints whose token scope is one of `helperScopes` (browsing, swaps, messages in ' +
  'swaps, the statement) and pages anyone may read take it; everything else answers 403 `forbidden`.';

/** Helpers who act for members (ADR 179). */
export const memberHelperEndpoints = {
  listMyHelpers: defineEndpoint(memberHelperRoutes.listMyHelpers, {
    tag: 'Account',
    access: 'member',
    summary: 'List my helpers and the members I help',
    description: `Live appointments only. ${consent}`,
    responses: { 200: myHelpersSchema },
  }),
  appointHelper: defineEndpoint(memberHelperRoutes.appointHelper, {
    tag: 'Account',
    access: 'member',
    summary: 'Appoint a helper who may act for me',
    description:
      'The body’s `consent` must be true: the member agreed to the list on the consent screen. At most 3 helpers; ' +
      'not a member either of you blocked (403 `member_blocked`). Audited; both members are told.',
    body: appointHelperSchema,
    responses: { 201: helperAppointmentSchema },
    errors: { 400: ['validation_failed'], 403: ['member_blocked'], 404: ['not_found'], 409: ['conflict'] },
  }),
  revokeHelper: defineEndpoint(memberHelperRoutes.revokeHelper, {
    tag: 'Account',
    access: 'member',
    summary: 'End a helper appointment',
    description:
      'The member, the helper, or a coordinator of a community the member is active in may end it (404 for anyone ' +
      'else). What the helper did before stays listed. Audited; both members are told.',
    params: z.object({ appointmentId: z.uuid('Helper appointment not found') }),
    responses: { 204: null },
    errors: { 404: ['not_found'] },
  }),
  listMyHelperActions: defineEndpoint(memberHelperRoutes.listMyHelperActions, {
    tag: 'Account',
    access: 'member',
    summary: 'List what my helpers did for me',
    description: 'The newest 100 actions, each with the helper’s name and when.',
    responses: { 200: helperActionListSchema },
  }),
  listSwapHelperActions: defineEndpoint(memberHelperRoutes.listSwapHelperActions, {
    tag: 'Swaps',
    access: 'member',
    tokenScope: 'swaps:read',
    summary: 'List what helpers did on a swap',
    description: 'For the swap’s two members: each action a helper took for one of them ("by Ben for Ana").',
    params: z.object({ id: z.uuid('Swap not found') }),
    responses: { 200: helperActionListSchema },
    errors: { 404: ['not_found'] },
  }),
  listCommunityHelpers: defineEndpoint(memberHelperRoutes.listCommunityHelpers, {
    ...read,
    summary: 'List the helpers of the community’s members (coordinators)',
    description: 'Coordinators may end any of these appointments (403 `forbidden` for other members).',
    params: slugParams,
    responses: { 200: myHelpersSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
};
