import { z } from 'zod';
import { disputeOutcomes } from '../swap-lifecycle/schemas.ts';

/** A member as the console's dispute pages show them: a name, never an e-mail address. */
const partySchema = z.object({ id: z.uuid(), fullName: z.string() });

/** One open dispute in the console's queue, the longest-waiting first. */
export const adminDisputeSummarySchema = z.object({
  swapId: z.uuid(),
  requester: partySchema,
  recipient: partySchema,
  offeredSkill: z.string(),
  requestedSkill: z.string(),
  hoursOffered: z.number(),
  hoursRequested: z.number(),
  openedAt: z.string(),
  openedBy: z.uuid().nullable(),
  reason: z.string(),
  hasStatement: z.boolean(),
  hold: z.object({ memberId: z.uuid(), amount: z.number() }).nullable(),
});
export type AdminDisputeSummary = z.infer<typeof adminDisputeSummarySchema>;

export const adminDisputeListSchema = z.object({ items: z.array(adminDisputeSummarySchema) });
export type AdminDisputeList = z.infer<typeof adminDisputeListSchema>;

/** Everything an operator reads before deciding: both statements, the swap's history and its messages. */
export const adminDisputeDetailSchema = adminDisputeSummarySchema.extend({
  status: z.string(),
  statement: z
    .object({ memberId: z.uuid().nullable(), text: z.string(), createdAt: z.string(), updatedAt: z.string() })
    .nullable(),
  confirmations: z.array(
    z.object({
      memberId: z.uuid(),
      requesterHours: z.number(),
      recipientHours: z.number(),
      confirmedAt: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      type: z.string(),
      actorId: z.uuid().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  messages: z.array(
    z.object({ id: z.string(), senderId: z.uuid().nullable(), body: z.string(), createdAt: z.string() }),
  ),
  resolution: z
    .object({
      outcome: z.enum(disputeOutcomes),
      requesterHours: z.number().nullable(),
      recipientHours: z.number().nullable(),
      note: z.string(),
      resolvedAt: z.string(),
      resolvedBy: partySchema.nullable(),
      resolvedVia: z.enum(['console', 'command_line']),
    })
    .nullable(),
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;

/** How many messages of the thread the console shows, the latest ones. */
export const adminDisputeMessageLimit = 200;
