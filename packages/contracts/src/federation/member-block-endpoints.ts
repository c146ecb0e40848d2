import { z } from 'zod';
import {
  blockedRemoteMemberListSchema,
  blockedRemoteMemberSchema,
  blockRemoteMemberSchema,
} from './member-block-schemas.ts';
import { federationMemberBlockRoutes } from './member-block-routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

/** Members of other exchanges a member has blocked (ADR 213). */
export const federationMemberBlockEndpoints = {
  listBlockedRemoteMembers: defineEndpoint(federationMemberBlockRoutes.listBlockedRemoteMembers, {
    tag: 'Safety',
    access: 'member',
    summary: 'List the members of other exchanges I blocked, the latest first',
    responses: { 200: blockedRemoteMemberListSchema },
    errors: { 401: ['unauthorized'] },
  }),
  blockRemoteMember: defineEndpoint(federationMemberBlockRoutes.blockRemoteMember, {
    tag: 'Safety',
    access: 'member',
    summary: 'Block a member of another exchange',
    description:
      'Their swap requests and messages no longer reach the member (refused at this exchange as if the member ' +
      'were not visible to partners), the member cannot send them any, they leave the member’s “Other ' +
      'exchanges”, and requests still waiting between the two are closed: received ones declined, sent ones ' +
      'cancelled, each answer travelling as usual. Their exchange is not told of the block. Blocking again ' +
      'answers 200 with nothing closed. A member at a node no link of this exchange reaches answers 404. ' +
      'Audited.',
    body: blockRemoteMemberSchema,
    responses: { 200: blockedRemoteMemberSchema, 201: blockedRemoteMemberSchema },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
  unblockRemoteMember: defineEndpoint(federationMemberBlockRoutes.unblockRemoteMember, {
    tag: 'Safety',
    access: 'member',
    summary: 'Unblock a member of another exchange',
    description: 'Requests the block closed stay closed. Audited.',
    params: z.object({ node: z.string().max(30), memberId: z.uuid() }),
    responses: { 204: null },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof federationMemberBlockRoutes, Endpoint>;
