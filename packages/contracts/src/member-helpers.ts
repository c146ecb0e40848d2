import { z } from 'zod';
import type { TokenScope } from './personal-tokens.ts';

/**
 * Helpers (issue 38 item 3, ADR 179): a member appoints another member to act for them — hOurworld's "Guardian
 * Angel". A helper's request carries `actingForHeader` (contracts/http) and may reach only the endpoints whose
 * token scope is one of these: browsing, messages in swaps, proposing, answering and confirming swaps. Sign-in,
 * plan, privacy and every setting declare no such scope, so a helper can never reach them.
 */
export const helperScopes = [
  'profile:read',
  'swaps:read',
  'swaps:write',
  'messages:write',
  'ledger:read',
  'board:read',
  'communities:read',
] as const satisfies readonly TokenScope[];

/** What the consent screen lists, in this order: what a helper may do, then what they may never do. */
export const helperMayDo = ['browse', 'message', 'swaps', 'hours'] as const;
export const helperMayNeverDo = ['sign_in', 'plan', 'privacy'] as const;

export const appointHelperSchema = z.object({
  helperId: z.uuid('Choose the member who will help you'),
  /** The member ticked the consent screen's box; the server refuses an appointment without it. */
  consent: z.literal(true, 'Tick the box to say you agree to what your helper may do'),
});

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const helperAppointmentSchema = z.object({
  id: z.uuid(),
  member: personSchema,
  helper: personSchema,
  /** Who appointed: the member themselves, or a coordinator for a member who is not online. */
  appointedBy: personSchema,
  /** The community whose coordinator appointed the helper, when one did. */
  community: z.object({ slug: z.string(), name: z.string() }).nullable(),
  appointedAt: z.string(),
});
export type HelperAppointment = z.infer<typeof helperAppointmentSchema>;

export const myHelpersSchema = z.object({
  /** Who may act for me. */
  helpers: z.array(helperAppointmentSchema),
  /** Whom I may act for. */
  helping: z.array(helperAppointmentSchema),
});
export type MyHelpers = z.infer<typeof myHelpersSchema>;

/** One thing a helper did for a member, as both of them and the member's counterpart see it. */
export const helperActionSchema = z.object({
  id: z.uuid(),
  helper: personSchema,
  member: personSchema,
  /** The endpoint's operation, e.g. `acceptSwap`, `sendMessage`, `createSwapRequest`. */
  action: z.string(),
  at: z.string(),
});
export type HelperAction = z.infer<typeof helperActionSchema>;
export const helperActionListSchema = z.object({ items: z.array(helperActionSchema) });
export type HelperActionList = z.infer<typeof helperActionListSchema>;
