import { z } from 'zod';

/** The audit log's filters; each is optional. Actor and member match part of a name or an e-mail address. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(200).optional(),
  member: z.string().trim().max(200).optional(),
  event: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z_]*$/, 'adminAudit.validation.eventType')
    .optional(),
  from: z.iso.date('adminAudit.validation.dateFormat').optional(),
  to: z.iso.date('adminAudit.validation.dateFormat').optional(),
  /** The page after the entry with this id (the previous page's `nextBefore`). */
  before: z.coerce.number().int().positive().optional(),
});

const personSchema = z.object({ id: z.uuid(), fullName: z.string() }).nullable();

export const auditPageSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      event: z.string(),
      member: personSchema,
      actor: personSchema,
      details: z.record(z.string(), z.unknown()),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /** Every event type recorded so far, for the filter. */
  eventTypes: z.array(z.string()),
  /** The names of the members whose ids appear in this page's details, so no entry shows a bare id. */
  names: z.record(z.string(), z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
