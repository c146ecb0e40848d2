import { z } from 'zod';
import { healthRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const databaseKind = z.enum(['pglite', 'postgres']);

export const healthEndpoints = {
  checkLiveness: defineEndpoint(healthRoutes.checkLiveness, {
    tag: 'Operations',
    summary: 'Check that the process answers (liveness)',
    description: 'Never waits on the database, so an outage does not get the process restarted.',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok'), database: databaseKind }) },
  }),
  checkReadiness: defineEndpoint(healthRoutes.checkReadiness, {
    tag: 'Operations',
    summary: 'Check that the server can serve requests (readiness)',
    description: 'Ready once the database is migrated and answers within 2 s; 503 until then.',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ready'), database: databaseKind }) },
  }),
} satisfies Record<keyof typeof healthRoutes, Endpoint>;
