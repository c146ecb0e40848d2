import type { InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import type { ContactStatus } from '@skillswap/contracts/contact/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { escapeHtml } from '../notifications/index.ts';
import { selectInboxRow, selectInboxRows, type InboxRow } from './contact-inbox.repository.ts';
import { lockContactStatus, setContactStatus } from './contact.repository.ts';
import { changeContactStatus } from './contact.service.ts';

const toInboxMessage = (row: InboxRow, now: Date): InboxMessage => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  memberId: row.user_id,
  receivedAt: new Date(row.created_at).toISOString(),
  repliesSent: Number(row.replies),
  isPriority: row.is_priority,
  organisation:
    row.organisation_slug === null
      ? null
      : { slug: row.organisation_slug, name: row.organisation_name ?? '' },
  isForAccountManager: row.is_for_account_manager === true,
  waitedMinutes: Math.max(0, Math.floor((now.getTime() - new Date(row.created_at).getTime()) / 60_000)),
});

/**
 * The console's Contact inbox: one status at a time, the messages of the organisations the reader manages
 * first (ADR 142), then priority messages (Premium and above, ADR 85), then newest first, each with the
 * minutes it has waited since it arrived (along `contact_messages_inbox_idx`).
 */
export async function listInbox(
  db: DbOrTx,
  options: { status: ContactStatus; readerId: string; now: Date },
): Promise<InboxMessage[]> {
  const { now } = options;
  const rows = await selectInboxRows(db, options.status, options.readerId);
  return rows.map((row) => toInboxMessage(row, now));
}

async function findInboxMessage(db: DbOrTx, id: number, now: Date, readerId: string): Promise<InboxMessage> {
  const row = await selectInboxRow(db, id, readerId);
  if (!row) throw notFound('contact.noContactMessage', { id });
  return toInboxMessage(row, now);
}

/** The reply as the sender reads it: the answer, then their own message quoted, in both parts. */
function replyMail(message: InboxMessage, reply: string) {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: message.email,
    subject: `Re: ${message.subject.replace(/\p{Cc}+/gu, ' ').trim()}`,
    text: [`Hello ${message.name},`, '', reply, '', 'The SkillSwap team', '', 'You wrote:', quoted].join(
      '\n',
    ),
    html: [
      `<p>Hello ${escapeHtml(message.name)},</p>`,
      ...reply.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`),
      '<p>The SkillSwap team</p>',
      `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;color:#555">${escapeHtml(
        message.message,
      ).replaceAll('\n', '<br>')}</blockquote>`,
    ].join('\n'),
  };
}

/**
 * Mails an operator's answer to the sender through the outbox and, in the same transaction, marks a new
 * message open and audits the reply with the operator. A closed message is reopened first, on purpose.
 */
export async function replyToContactMessage(
  db: Db,
  input: { id: number; reply: string; actorId: string; now: Date },
): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const status = await lockContactStatus(tx, input.id);
    if (!status) throw notFound('contact.noContactMessage', { id: input.id });
    if (status === 'closed') throw conflict('contact.thisMessageIsClosed');
    const message = await findInboxMessage(tx, input.id, input.now, input.actorId);
    await enqueueMessage(tx, replyMail(message, input.reply));
    if (status === 'new') await setContactStatus(tx, input.id, 'open', input.now);
    await recordAuditEvent(tx, {
      event: 'contact_replied',
      userId: message.memberId,
      actorId: input.actorId,
      details: { messageId: String(input.id) },
    });
    return findInboxMessage(tx, input.id, input.now, input.actorId);
  });
}

/** new → open → closed, and closed → open again, from the console; audited with the operator. */
export async function setInboxStatus(
  db: Db,
  input: { id: number; status: ContactStatus; actorId: string; now: Date },
): Promise<InboxMessage> {
  const before = await findInboxMessage(db, input.id, input.now, input.actorId);
  await changeContactStatus(db, { id: input.id, status: input.status, now: input.now });
  if (before.status !== input.status) {
    await recordAuditEvent(db, {
      event: 'contact_status_changed',
      userId: before.memberId,
      actorId: input.actorId,
      details: { messageId: String(input.id), from: before.status, to: input.status },
    });
  }
  return findInboxMessage(db, input.id, input.now, input.actorId);
}
