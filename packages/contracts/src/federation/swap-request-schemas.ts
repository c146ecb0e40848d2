import { z } from 'zod';
import { multiLineTextSchema } from '../shared/text.ts';
import { swapRequestLifetimeDays } from '../swap-lifecycle/schemas.ts';
import { memberAddressPattern } from './transfer-schemas.ts';

/**
 * Swap requests between members of different exchanges (ADR 206): the requester's install keeps the request
 * and delivers it, signed, through the link (a hub relays it) to the recipient's install, which keeps its own
 * copy in an inbox of its own; the recipient's answer travels back the same way. One id on every node.
 *
 * sending: not yet accepted by the recipient's install (retried); pending: awaiting the recipient's answer;
 * accepted or declined: answered; refused: the recipient's install refused it (the reason is kept);
 * cancelled:
 * the requester withdrew it before it was answered (ADR 212); expired: nobody answered it within
 * `remoteSwapRequestLifetimeDays` of its sending, so the requester's install withdrew it (ADR 215).
 */
export const remoteSwapRequestStates = [
  'sending',
  'pending',
  'accepted',
  'declined',
  'refused',
  'cancelled',
  'expired',
] as const;
export type RemoteSwapRequestState = (typeof remoteSwapRequestStates)[number];

/** Days a request across exchanges waits for an answer before it expires: as long as a local one. */
export const remoteSwapRequestLifetimeDays = swapRequestLifetimeDays;

export const sendRemoteSwapRequestSchema = z.object({
  recipient: z
    .string()
    .trim()
    .toLowerCase()
    .regex(memberAddressPattern, 'federation.validation.memberAddress'),
  message: multiLineTextSchema
    .min(1, 'federation.validation.requestMessage')
    .max(1000, 'federation.validation.requestMessageLong'),
});
export type SendRemoteSwapRequestInput = z.infer<typeof sendRemoteSwapRequestSchema>;

export const remoteSwapRequestSchema = z.object({
  /** The same on both members' installs and on every node along the way. */
  id: z.uuid(),
  /** sent: the signed-in member asked; received: they were asked. */
  side: z.enum(['sent', 'received']),
  requester: z.string(),
  recipient: z.string(),
  /** Each member as the other exchange shows them: "name · node" (the recipient's name once it is known). */
  requesterLabel: z.string(),
  recipientLabel: z.string(),
  message: z.string(),
  state: z.enum(remoteSwapRequestStates),
  /** Why the recipient's install refused it; null otherwise. */
  refusal: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RemoteSwapRequest = z.infer<typeof remoteSwapRequestSchema>;

export const remoteSwapRequestListSchema = z.object({ requests: z.array(remoteSwapRequestSchema) });
export type RemoteSwapRequestList = z.infer<typeof remoteSwapRequestListSchema>;

/** Node to node: a swap request on its way to the recipient's install (checked there, not trusted). */
export const nodeSwapRequestSchema = z.object({
  uuid: z.uuid(),
  requester: z.string().max(100),
  recipient: z.string().max(100),
  requesterName: z.string().max(200),
  message: z.string().max(1000),
});
export const nodeSwapRequestAnswerSchema = z.object({
  uuid: z.uuid(),
  state: z.enum(remoteSwapRequestStates),
  /** The recipient's name, for the requester's list. */
  recipientName: z.string(),
});

/** Node to node: the recipient answered; travels back toward the requester's install. */
export const nodeSwapRequestReplySchema = z.object({ state: z.enum(['accepted', 'declined']) });
/**
 * Node to node: the requester cancelled, or (with `reason: 'expired'`) their install withdrew it unanswered;
 * travels toward the recipient's install, whose answer is the request's state there (`cancelled` or
 * `expired`, or the recipient's answer when it came first: theirs stands, ADRs 212, 215).
 */
export const nodeSwapRequestCancelSchema = z.object({ reason: z.enum(['expired']).optional() }).strict();
export const nodeSwapRequestReplyAnswerSchema = z.object({
  uuid: z.uuid(),
  state: z.enum(remoteSwapRequestStates),
});
