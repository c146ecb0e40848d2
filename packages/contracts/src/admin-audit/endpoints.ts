import { auditPageSchema, auditQuerySchema } from './schemas.ts';
import { adminAuditRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const adminAuditEndpoints = {
  listAuditLog: defineEndpoint(adminAuditRoutes.listAuditLog, {
    tag: 'Console',
    summary: 'Read the audit log',
    description:
      'Every operator action and security event, newest first, 50 a page; filter by actor or member (part of a ' +
      'name or e-mail), event type and dates (UTC, both inclusive). Moderators and admins.',
    access: 'moderator',
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  }),
} satisfies Record<keyof typeof adminAuditRoutes, Endpoint>;
