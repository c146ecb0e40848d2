import { z } from 'zod';
import { multiLineTextSchema } from '../shared/text.ts';
import { remoteSwapRequestSchema } from './swap-request-schemas.ts';

/**
 * The conversation of a swap request across exchanges (ADR 210): after the request's own message, either
 * member writes more; each message travels, signed, along the request's path (a hub passes it on) and keeps
 * one id on every node.
 *
 * sending: written here, not yet acknowledged by the next node (retried); delivered: acknowledged;
 * refused: the far side refused it for good (the request was declined meanwhile, say); received: it came
 * from the other member.
 */
export const remoteSwapMessageDeliveries = ['sending', 'delivered', 'refused', 'received'] as const;
export type RemoteSwapMessageDelivery = (typeof remoteSwapMessageDeliveries)[number];

/** The most one message holds, as the request's first message. */
const remoteSwapMessageLimit = 1000;

export const sendRemoteSwapMessageSchema = z.object({
  body: multiLineTextSchema
    .min(1, 'federation.validation.swapMessage')
    .max(remoteSwapMessageLimit, 'federation.validation.swapMessageLong'),
});

export const remoteSwapMessageSchema = z.object({
  /** The same on both members' installs and on every node along the way. */
  id: z.uuid(),
  /** Whether the signed-in member wrote it. */
  mine: z.boolean(),
  /** The author as the other exchange shows them: "name · node". */
  authorLabel: z.string(),
  body: z.string(),
  delivery: z.enum(remoteSwapMessageDeliveries),
  /** When this install recorded it. */
  createdAt: z.string(),
});
export type RemoteSwapMessage = z.infer<typeof remoteSwapMessageSchema>;

/** A request with its conversation: the request (its first message included), then the messages in order. */
export const remoteSwapThreadSchema = z.object({
  request: remoteSwapRequestSchema,
  messages: z.array(remoteSwapMessageSchema),
});
export type RemoteSwapThread = z.infer<typeof remoteSwapThreadSchema>;

/** Node to node: a message on its way to the other member's install (checked there, not trusted). */
export const nodeSwapMessageSchema = z.object({
  uuid: z.uuid(),
  /** The author's address: the request's requester or its recipient. */
  author: z.string().max(100),
  body: z.string().max(remoteSwapMessageLimit),
});
export const nodeSwapMessageAnswerSchema = z.object({ uuid: z.uuid() });
