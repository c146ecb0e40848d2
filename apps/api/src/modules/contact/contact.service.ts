import type { ContactMessageInput, ContactStatus } from '@skillswap/contracts/contact/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { hasPlan } from '@skillswap/contracts/shared/plans';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { consumeRateLimit, enforceRateLimit } from '../../lib/rate-limit.ts';
import { findCurrentPlan } from '../../lib/plans/current-plan.repository.ts';
import {
  findContactMessage,
  findSender,
  findSenderOrganisationId,
  insertContactMessage,
  listContactMessages,
  setContactStatus,
} from './contact.repository.ts';

export const contactRateLimit = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
/** Acknowledgements one e-mail address may receive in a day, whoever submits the form in its name. */
export const contactAcknowledgementLimit = { limit: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

const acknowledgementMail = (to: string) => ({
  to,
  subject: 'We received your message',
  text: [
    'Hello,',
    '',
    'SkillSwap received a message sent from this address through our contact form. We typically respond within 24 hours.',
    '',
    'If you did not write to us, no action is needed.',
    '',
    'The SkillSwap team',
  ].join('\n'),
});

/** Subjects go into mail headers: one line, no control characters. */
const toHeaderText = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** Stores a new message and queues it to support, in the caller's transaction; answers its id. */
async function storeAndForward(
  tx: DbOrTx,
  message: {
    userId: string | null;
    isPriority: boolean;
    organisationId: string | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    now: Date;
    supportEmail: string;
  },
): Promise<number> {
  const { now, supportEmail, ...values } = message;
  const row = await insertContactMessage(tx, { ...values, status: 'new', createdAt: now, updatedAt: now });
  await enqueueMessage(tx, {
    to: supportEmail,
    subject: `[Contact #${row.id}]${message.isPriority ? ' [Priority]' : ''} ${toHeaderText(message.subject)}`,
    text: [
      `From: ${toHeaderText(message.name)} <${message.email}>`,
      `Member: ${message.userId ?? 'not signed in'}`,
      '',
      message.message,
    ].join('\n'),
  });
  return row.id;
}

/**
 * A message the server writes for a signed-in member (an SLA credit request, ADR 143), in the caller's
 * transaction: from the member's own name and address, with their plan's priority and their organisation, so
 * it reaches the account manager first. No acknowledgement: the member sees the request where they made it.
 */
export async function fileMemberRequest(
  tx: DbOrTx,
  request: { userId: string; subject: string; message: string; now: Date; supportEmail: string },
): Promise<number> {
  const sender = await findSender(tx, request.userId);
  if (!sender) throw notFound('common.accountNotFound');
  return storeAndForward(tx, {
    ...request,
    ...sender,
    isPriority: hasPlan(await findCurrentPlan(tx, request.userId), 'premium'),
    organisationId: await findSenderOrganisationId(tx, request.userId),
  });
}

/**
 * Stores a contact message and, in the same transaction, queues it to support and a fixed acknowledgement
 * to the address given (limited per address). A filled honeypot field means a bot: it gets the same
 * success answer and nothing is stored.
 */
export async function submitContactMessage(
  db: Db,
  options: { input: ContactMessageInput; userId: string | null; ip: string; now: Date; supportEmail: string },
): Promise<void> {
  const { input, now } = options;
  await enforceRateLimit(db, { key: `contact:ip:${options.ip}`, now, ...contactRateLimit });
  if (input.website) return;
  // Priority support (ADR 85): the sender's plan when the message arrives puts it first in the inbox.
  const senderPlan = options.userId ? await findCurrentPlan(db, options.userId) : 'free';
  const isPriority = hasPlan(senderPlan, 'premium');
  // A member of an organisation writes to its account manager first (ADR 142).
  const organisationId = options.userId ? await findSenderOrganisationId(db, options.userId) : null;
  await db.transaction(async (tx) => {
    await storeAndForward(tx, {
      userId: options.userId,
      isPriority,
      organisationId,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      now,
      supportEmail: options.supportEmail,
    });
    // Anyone can type any address, so the acknowledgement carries none of the visitor's words and one
    // address gets only a few a day, however many senders use it; the message itself is still stored.
    const acknowledgement = await consumeRateLimit(tx, {
      key: `contact:acknowledgement:${input.email.toLowerCase()}`,
      now,
      ...contactAcknowledgementLimit,
    });
    if (acknowledgement.allowed) await enqueueMessage(tx, acknowledgementMail(input.email));
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
  if (!message) throw notFound('contact.noContactMessage', { id: options.id });
  if (message.status === options.status) return message;
  if (!nextStatuses[message.status].includes(options.status)) {
    throw new AppError(errorCodes.validation, 'contact.aMessageCannotBecome', {
      values: { from: message.status, to: options.status },
    });
  }
  await setContactStatus(db, options.id, options.status, options.now);
  return { ...message, status: options.status };
}

export { listContactMessages };
