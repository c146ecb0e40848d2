import { z } from 'zod';
import { contactStatuses } from '../contact/schemas.ts';
import { multiLineTextSchema } from '../shared/text.ts';

export const contactInboxQuerySchema = z.object({ status: z.enum(contactStatuses).default('new') });

export const contactMessageParams = z.object({
  id: z.string().regex(/^[0-9]{1,15}$/, 'adminContact.validation.messageNotFound'),
});

/** A message as the inbox shows it: the sender's address is there because the reply goes to it. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactStatuses),
  /** Set when a signed-in member wrote. */
  memberId: z.uuid().nullable(),
  receivedAt: z.iso.datetime(),
  repliesSent: z.number().int().nonnegative(),
  /** Sent by a signed-in member on Premium or above: listed first (priority support, ADR 85). */
  isPriority: z.boolean(),
  /** The organisation the sender belonged to when they wrote (ADR 142). */
  organisation: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /**
   * Whether the staff member reading the inbox is that organisation's account manager: listed first for them.
   */
  isForAccountManager: z.boolean(),
  /** Minutes since the message arrived, by the server's clock. */
  waitedMinutes: z.number().int().nonnegative(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const contactInboxSchema = z.object({ messages: z.array(inboxMessageSchema) });

export const contactReplySchema = z.object({
  reply: multiLineTextSchema
    .min(1, 'reviews.validation.reply')
    .max(5000, 'adminContact.validation.replyLong'),
});

export const contactStatusChangeSchema = z.object({ status: z.enum(contactStatuses) });
