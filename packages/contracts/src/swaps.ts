import { z } from 'zod';
import { hoursSchema } from './hours.ts';
import { multiLineTextSchema, singleLineTextSchema } from './text.ts';

export const createSwapRequestSchema = z.object({
  targetId: z.uuid(),
  offeredSkill: singleLineTextSchema.min(1, 'Name the skill you will teach').max(60, 'Skill name too long'),
  requestedSkill: singleLineTextSchema
    .min(1, 'Name the skill you want to learn')
    .max(60, 'Skill name too long'),
  message: multiLineTextSchema.max(2000),
  hoursOffered: hoursSchema.default(1),
  hoursRequested: hoursSchema.default(1),
});
export type CreateSwapRequestInput = z.infer<typeof createSwapRequestSchema>;

/** The spec's default swap message, with the target's full name. */
export function defaultSwapMessage(name: string): string {
  return `Hi ${name}, I'd like to swap skills with you!`;
}

/** Offered and requested skills default to the first of each list, or 'Skill'. */
export function defaultSkill(skills: readonly string[]): string {
  return skills[0] ?? 'Skill';
}

export const swapStatuses = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
  'disputed',
] as const;
export type SwapStatus = (typeof swapStatuses)[number];

/**
 * Swaps under way: agreed and not yet finished. A disputed swap stays here until an operator resolves it,
 * so it keeps its place under the plan's active-swap limit (ADR 0042).
 */
export const activeSwapStatuses = ['accepted', 'disputed'] as const satisfies readonly SwapStatus[];

/** A swap request as its two members see it (`POST/GET /api/swap-requests`). */
export const swapRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(swapStatuses),
  /** Whether the signed-in member sent or received it. */
  direction: z.enum(['sent', 'received']),
  requester: z.object({ id: z.uuid(), full_name: z.string().nullable() }),
  recipient: z.object({ id: z.uuid(), full_name: z.string().nullable() }),
  offeredSkill: z.string(),
  requestedSkill: z.string(),
  message: z.string(),
  hoursOffered: z.number(),
  hoursRequested: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export const swapRequestListSchema = z.object({ items: z.array(swapRequestSchema) });
export type SwapRequestList = z.infer<typeof swapRequestListSchema>;
