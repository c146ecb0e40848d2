import { auditPageSchema, auditQuerySchema } from '../admin-audit.ts';
import { adminAuditRoutes } from '../routes/admin-audit.ts';
import { defineEndpoint, type Endpoint } from './endpoint.ts';

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
