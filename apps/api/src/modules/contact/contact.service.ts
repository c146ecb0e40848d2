import type { ContactMessageInput, ContactStatus } from '@skillswap/contracts/contact';
import { errorCodes } from '@skillswap/contracts/errors';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  setContactStatus,
} from './contact.repository.ts';

export const contactRateLimit = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

/** Subjects go into mail headers: one line, no control characters. */
const toHeaderText = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * Stores a contact message and, in the same transaction, queues it to support and an acknowledgement to the
 * sender. A filled honeypot field means a bot: it gets the same success answer and nothing is stored.
 */
export async function submitContactMessage(
  db: Db,
  options: { input: ContactMessageInput; userId: string | null; ip: string; now: Date; supportEmail: string },
): Promise<void> {
  const { input, now } = options;
  await enforceRateLimit(db, { key: `contact:ip:${options.ip}`, now, ...contactRateLimit });
  if (input.website) return;
  const subject = toHeaderText(input.subject);
  await db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, {
      userId: options.userId,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      status: 'new',
      createdAt: now,
      updatedAt: now,
    });
    await enqueueMessage(tx, {
      to: options.supportEmail,
      subject: `[Contact #${row.id}] ${subject}`,
      text: [
        `From: ${toHeaderText(input.name)} <${input.email}>`,
        `Member: ${options.userId ?? 'not signed in'}`,
        '',
        input.message,
      ].join('\n'),
    });
    await enqueueMessage(tx, {
      to: input.email,
      subject: `We received your message: ${subject}`,
      text: `Hi ${toHeaderText(input.name)},\n\nThank you for contacting SkillSwap. We typically respond within 24 hours.\n\nYour message:\n${input.message}\n\nThe SkillSwap team`,
    });
  });
}

const nextStatuses: Record<ContactStatus, ContactStatus[]> = {
  new: ['open', 'closed'],
  open: ['closed'],
  closed: ['open'],
};

/** Operator action: moves a message new → open → closed (a closed one may be reopened). */
export async function changeContactStatus(db: Db, options: { id: number; status: ContactStatus; now: Date }) {
  const message = await findContactMessage(db, options.id);
  if (!message) throw notFound(`No contact message #${options.id}`);
  if (message.status === options.status) return message;
  if (!nextStatuses[message.status].includes(options.status)) {
    throw new AppError(errorCodes.validation, `A ${message.status} message cannot become ${options.status}`);
  }
  await setContactStatus(db, options.id, options.status, options.now);
  return { ...message, status: options.status };
}

export { listContactMessages };
