import { z } from 'zod';
import { reportDetailsMaxLength, reportReasons } from '../moderation/schemas.ts';

/**
 * Node to node (ADR 219): a member's report of the other member of a swap request, on its way along the
 * request's path to the reported member's exchange, whose moderators read it there (checked, not trusted).
 */
export const nodeMemberReportSchema = z.object({
  uuid: z.uuid(),
  /** The reporter's address: the request's requester or its recipient. */
  reporter: z.string().max(100),
  reason: z.enum(reportReasons),
  details: z.string().max(reportDetailsMaxLength).optional(),
});
export type NodeMemberReport = z.infer<typeof nodeMemberReportSchema>;
export const nodeMemberReportAnswerSchema = z.object({ uuid: z.uuid() });
