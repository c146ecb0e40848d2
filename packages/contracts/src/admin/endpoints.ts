import { overviewSchema, teamSchema } from './schemas.ts';
import { adminRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const adminEndpoints = {
  listTeam: defineEndpoint(adminRoutes.listTeam, {
    tag: 'Console',
    summary: 'List the moderators and admins',
    description: 'Admins first, then by name. Moderators and admins may read it.',
    access: 'moderator',
    responses: { 200: teamSchema },
  }),
  getOverview: defineEndpoint(adminRoutes.getOverview, {
    tag: 'Console',
    summary: 'How the community is doing',
    description:
      'Members (total, new in the last 7 days, verified), swaps by status, SkillCoin in circulation and the ' +
      'community fund, open disputes, new contact messages, open reports, and sign-ups and completed swaps ' +
      'per week (Monday to Sunday, UTC) over the last 12 weeks, the current week last. Moderators and admins.',
    access: 'moderator',
    responses: { 200: overviewSchema },
  }),
} satisfies Record<keyof typeof adminRoutes, Endpoint>;
