import { createReportSchema, myReportSchema, myReportsSchema } from './schemas.ts';
import { moderationRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const moderationEndpoints = {
  createReport: defineEndpoint(moderationRoutes.createReport, {
    tag: 'Reports',
    summary: 'Report a member, a message or a review to SkillSwap',
    description:
      'One open report per reporter and target (409 while one is open); a few reports an hour at most (429). ' +
      'Reporting yourself or something you cannot see answers 404.',
    access: 'member',
    body: createReportSchema,
    responses: { 201: myReportSchema },
    errors: { 404: ['not_found'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
  listMyReports: defineEndpoint(moderationRoutes.listMyReports, {
    tag: 'Reports',
    summary: 'List the signed-in member’s reports and their outcome',
    description: 'The outcome is "received", "action_taken" or "no_action", never what was done.',
    access: 'member',
    responses: { 200: myReportsSchema },
  }),
} satisfies Record<keyof typeof moderationRoutes, Endpoint>;
