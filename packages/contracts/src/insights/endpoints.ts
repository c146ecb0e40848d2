import { z } from 'zod';
import { insightsSchema } from './schemas.ts';
import { insightRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const months =
  'The last 12 calendar months (UTC), the current one last: profile views and appearances in Explore and ' +
  'Matches (counts only, never who), requests received, sent and accepted, hours taught and learned, SkillCoin ' +
  'in and out, and the average rating of the reviews published each month.';

export const insightEndpoints = {
  getInsights: defineEndpoint(insightRoutes.getInsights, {
    tag: 'Profiles',
    summary: 'Read the analytics dashboard of the signed-in member (Premium and up)',
    description: `${months} A member below Premium is refused with 403 \`plan_required\`.`,
    access: 'member',
    planFeature: 'insights',
    tokenScope: 'profile:read',
    responses: { 200: insightsSchema },
  }),
  downloadInsights: defineEndpoint(insightRoutes.downloadInsights, {
    tag: 'Profiles',
    summary: 'Download the analytics dashboard as CSV (Premium and up)',
    description: `${months} One row a month; a member below Premium is refused with 403 \`plan_required\`.`,
    access: 'member',
    planFeature: 'insights',
    tokenScope: 'profile:read',
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
} satisfies Record<keyof typeof insightRoutes, Endpoint>;
