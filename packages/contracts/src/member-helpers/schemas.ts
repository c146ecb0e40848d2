import { z } from 'zod';
import type { TokenScope } from '../personal-tokens/schemas.ts';

/**
 * What the consent screen lists a helper may do, in this order (ADR 179; direct messages, sessions and the
 * board since ADR 195).
 */
export const helperMayDo = [
  'browse',
  'message',
  'conversations',
  'swaps',
  'sessions',
  'hours',
  'board',
] as const;
export type HelperConsent = (typeof helperMayDo)[number];
/** What the consent screen lists a helper may never do. */
export const helperMayNeverDo = ['sign_in', 'plan', 'privacy'] as const;

/**
 * Helpers (ADR 179): a member appoints another member to act for them — hOurworld's
 * "Guardian Angel". A helper's request carries `actingForHeader` (contracts/http) and may reach only the
 * endpoints whose token scope is one of these, each with the line of the consent screen that covers it:
 * browsing, messages in swaps, proposing, answering and confirming swaps, the board. Sign-in, plan, privacy
 * and every setting declare no such scope, so a helper can never reach them.
 */
export const helperScopes = {
  'profile:read': 'browse',
  'swaps:read': 'browse',
  'swaps:write': 'swaps',
  'messages:write': 'message',
  'ledger:read': 'browse',
  'board:read': 'browse',
  'board:write': 'board',
  'communities:read': 'browse',
} as const satisfies Partial<Record<TokenScope, HelperConsent>>;

/** What `helperConsentFor` reads of an endpoint's definition (`EndpointSpec` and its route). */
interface HelperReach {
  method: string;
  access: string;
  tokenScope?: TokenScope;
  helper?: HelperConsent;
}

/**
 * The line of the consent screen under which a helper may use an endpoint for a member (ADR 179, 195), or
 * null when only the member may: the endpoint's own `helper` line (direct messages and sessions, which take
 * no personal access token), else its token scope's, else `browse` for a page anyone may read. The access
 * check and the web app's `helperRoutes` both ask this.
 */
export function helperConsentFor(endpoint: HelperReach): HelperConsent | null {
  if (endpoint.helper) return endpoint.helper;
  if (endpoint.tokenScope) {
    return (helperScopes as Partial<Record<TokenScope, HelperConsent>>)[endpoint.tokenScope] ?? null;
  }
  return endpoint.access === 'optional' && endpoint.method === 'GET' ? 'browse' : null;
}

/**
 * The writes a helper makes that are written down and told to the member (ADR 179, 195): the endpoints'
 * operation names. Reading, and marking a thread read, are not.
 */
export const recordedHelperActions = [
  'createSwapRequest',
  'updateSwapRequest',
  'acceptSwap',
  'declineSwap',
  'cancelSwap',
  'confirmSwap',
  'disputeSwap',
  'sendMessage',
  'openDirectConversation',
  'replyDirect',
  'proposeSession',
  'acceptSlot',
  'counterPropose',
  'rescheduleSession',
  'cancelSession',
  'createBoardPost',
  'renewBoardPost',
  'closeBoardPost',
  'reopenBoardPost',
  'respondToBoardPost',
] as const;
export type RecordedHelperAction = (typeof recordedHelperActions)[number];

export const appointHelperSchema = z.object({
  helperId: z.uuid('memberHelpers.validation.helper'),
  /** The member ticked the consent screen's box; the server refuses an appointment without it. */
  consent: z.literal(true, 'memberHelpers.validation.consent'),
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
  /**
   * The lines of the consent screen the member agreed to (ADR 195): all of `helperMayDo` since direct
   * messages, sessions and the board joined it; an appointment made before has the four lines it had then,
   * until the member agrees again.
   */
  consentedTo: z.array(z.enum(helperMayDo)),
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
