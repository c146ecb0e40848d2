import { disputeStatementSchema, disputeViewSchema } from './dispute-schemas.ts';
import { disputeRoutes } from './dispute-routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';
import { swapParams } from './endpoints.ts';

export const disputeEndpoints = {
  getDispute: defineEndpoint(disputeRoutes.getDispute, {
    tag: 'Safety',
    summary: 'Get the dispute of one of my swaps: both sides, and the outcome once resolved',
    description: 'Anyone but the swap’s two members, and a swap never disputed, answer 404.',
    access: 'member',
    params: swapParams,
    responses: { 200: disputeViewSchema },
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),
  addDisputeStatement: defineEndpoint(disputeRoutes.addDisputeStatement, {
    tag: 'Safety',
    summary: 'Add my statement to a dispute the other member opened',
    description:
      'Only the disputed member, once; later changes go through the edit endpoint. Closed once resolved (409).',
    access: 'member',
    params: swapParams,
    body: disputeStatementSchema,
    responses: { 201: disputeViewSchema },
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
  updateDisputeStatement: defineEndpoint(disputeRoutes.updateDisputeStatement, {
    tag: 'Safety',
    summary: 'Edit my statement in a dispute, until SkillSwap resolves it',
    access: 'member',
    params: swapParams,
    body: disputeStatementSchema,
    responses: { 200: disputeViewSchema },
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
} satisfies Record<keyof typeof disputeRoutes, Endpoint>;
