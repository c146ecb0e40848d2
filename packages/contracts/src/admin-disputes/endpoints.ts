import { z } from 'zod';
import { adminDisputeDetailSchema, adminDisputeListSchema } from './schemas.ts';
import { adminDisputeRoutes } from './routes.ts';
import { resolveDisputeSchema } from '../swap-lifecycle/schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const disputeParams = z.object({ swapId: z.uuid('No dispute for this swap') });

export const adminDisputeEndpoints = {
  listOpenDisputes: defineEndpoint(adminDisputeRoutes.listOpenDisputes, {
    tag: 'Console',
    summary: 'List open disputes, the longest-waiting first',
    description: 'Moderators and admins. Members are named, never shown with their e-mail address.',
    access: 'moderator',
    responses: { 200: adminDisputeListSchema },
    errors: { 401: ['unauthorized'] },
  }),
  getDisputeCase: defineEndpoint(adminDisputeRoutes.getDisputeCase, {
    tag: 'Console',
    summary: 'Get one dispute with both statements, the swap’s history and its messages',
    description: 'Open or resolved. A swap that was never disputed answers 404.',
    access: 'moderator',
    params: disputeParams,
    responses: { 200: adminDisputeDetailSchema },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
  resolveDisputeCase: defineEndpoint(adminDisputeRoutes.resolveDisputeCase, {
    tag: 'Console',
    summary: 'Resolve a dispute: settle at the hours decided, or cancel, with a note to both members',
    description:
      'The same service as the `dispute:resolve` command; the console records which operator resolved it. ' +
      'Sending the resolution already recorded changes nothing; a different one is refused with 409. An ' +
      'operator never resolves a dispute they are in (403 `own_cause`), nor one with a member of their role ' +
      'or higher (403 `staff_rank`; `dispute:resolve` on the server can).',
    access: 'moderator',
    params: disputeParams,
    body: resolveDisputeSchema,
    responses: { 200: adminDisputeDetailSchema },
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['own_cause', 'staff_rank'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['insufficient_credit'],
    },
  }),
} satisfies Record<keyof typeof adminDisputeRoutes, Endpoint>;
