import {
  circleListSchema,
  matchDigestPreferenceSchema,
  matchListQuerySchema,
  matchListSchema,
} from './schemas.ts';
import { matchRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const matchEndpoints = {
  listMatches: defineEndpoint(matchRoutes.listMatches, {
    tag: 'Matching',
    summary: 'List the members whose skills fit the signed-in member’s, best first',
    access: 'member',
    query: matchListQuerySchema,
    responses: { 200: matchListSchema },
    errors: { 404: ['not_found'] },
  }),
  listCircles: defineEndpoint(matchRoutes.listCircles, {
    tag: 'Matching',
    summary: 'List three-member swap circles the signed-in member could start',
    description: 'The member teaches the first, who teaches the second, who teaches the member.',
    access: 'member',
    responses: { 200: circleListSchema },
    errors: { 404: ['not_found'] },
  }),
  getMatchDigest: defineEndpoint(matchRoutes.getMatchDigest, {
    tag: 'Matching',
    summary: 'Tell whether the signed-in member gets the weekly match digest by mail',
    access: 'member',
    responses: { 200: matchDigestPreferenceSchema },
  }),
  updateMatchDigest: defineEndpoint(matchRoutes.updateMatchDigest, {
    tag: 'Matching',
    summary: 'Turn the weekly match digest on or off',
    access: 'member',
    body: matchDigestPreferenceSchema,
    responses: { 200: matchDigestPreferenceSchema },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof matchRoutes, Endpoint>;
