import { teamSchema } from '../admin.ts';
import { adminRoutes } from '../routes/admin.ts';
import { defineEndpoint, type Endpoint } from './endpoint.ts';

export const adminEndpoints = {
  listTeam: defineEndpoint(adminRoutes.listTeam, {
    tag: 'Console',
    summary: 'List the moderators and admins',
    description: 'Admins first, then by name. Moderators and admins may read it.',
    access: 'moderator',
    responses: { 200: teamSchema },
  }),
} satisfies Record<keyof typeof adminRoutes, Endpoint>;
