import { z } from 'zod';
import { sendMessageSchema, swapMemberSchema } from '../swap-lifecycle/schemas.ts';

/**
 * Elite first messages (ADR 116): an Elite member opens at most this many new conversations
 * per UTC calendar day; messages inside conversations already open are not counted.
 */
export const directConversationsPerDay = 10;

/** Opening a conversation: the member written to, and the first message. */
export const openDirectConversationSchema = sendMessageSchema.extend({ recipientId: z.uuid() });
export type OpenDirectConversationInput = z.infer<typeof openDirectConversationSchema>;

export const directConversationParams = z.object({ id: z.uuid() });

export const directMessageSchema = z.object({
  id: z.string(),
  sender: swapMemberSchema,
  /**
   * The sender's helper, when the helper wrote it for them (ADR 195): both members read "by <helper> for
   * <sender>" on it. Null when the sender wrote it themselves.
   */
  helper: z.object({ id: z.string(), name: z.string() }).nullable(),
  body: z.string(),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const directConversationSchema = z.object({
  id: z.uuid(),
  partner: swapMemberSchema,
  /** Whether the signed-in member opened it (with Elite) or was written to. */
  isOpener: z.boolean(),
  lastMessage: z.object({ preview: z.string(), isMine: z.boolean(), createdAt: z.string() }).nullable(),
  unread: z.number().int(),
  lastActivityAt: z.string(),
  /** Either member blocked the other: the thread is read-only. */
  isBlocked: z.boolean(),
});
export type DirectConversation = z.infer<typeof directConversationSchema>;

export const directConversationListSchema = z.object({
  items: z.array(directConversationSchema),
  /** New conversations the member opened today (UTC) and the daily allowance. */
  openedToday: z.number().int(),
  dailyLimit: z.number().int(),
  /** The member's time zone (UTC until they choose one), as on a thread: a helper reads the list in it. */
  timeZone: z.string(),
});
export type DirectConversationList = z.infer<typeof directConversationListSchema>;

export const directThreadSchema = z.object({
  conversation: directConversationSchema,
  /** Oldest first. */
  items: z.array(directMessageSchema),
  /**
   * The time zone of the member whose conversation it is (UTC until they choose one): the thread shows its
   * times in it, also to a helper reading it for them (ADR 198).
   */
  timeZone: z.string(),
});
export type DirectThread = z.infer<typeof directThreadSchema>;

/** What a member chose in Settings: whether Elite members may write to them first (on by default). */
export const directMessageSettingsSchema = z.object({ allowsFirstMessages: z.boolean() });
