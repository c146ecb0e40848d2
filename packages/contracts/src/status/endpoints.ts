import { z } from 'zod';
import { statusRoutes } from './routes.ts';
import { statusSchema } from './schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const statusEndpoints = {
  getStatus: defineEndpoint(statusRoutes.getStatus, {
    tag: 'Operations',
    summary: 'Read the availability of the last 90 days and this month, and the Enterprise SLA',
    description:
      'Measured by the application itself: each minute one server process records whether a database round ' +
      'trip worked. A minute with no record (no process was running) counts as down (ADR 101).',
    access: 'public',
    responses: { 200: z.object({ data: statusSchema }) },
  }),
} satisfies Record<keyof typeof statusRoutes, Endpoint>;
