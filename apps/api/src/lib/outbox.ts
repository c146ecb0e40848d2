import type { DbOrTx } from '../db/client.ts';
import { outbox, type MailAttachment } from '../db/schema/index.ts';

export interface OutgoingMessage {
  channel?: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Files sent with an e-mail, such as a calendar invitation. */
  attachments?: MailAttachment[];
}

/**
 * The address of a member who has no e-mail (ADR 180): `.invalid` is reserved never to exist
 * (RFC 6761), so such an address can stand in the unique e-mail column and no mail is ever queued for it.
 */
export const noEmailDomain = 'no-email.invalid';

function isUndeliverable(message: OutgoingMessage): boolean {
  return (message.channel ?? 'email') === 'email' && message.to.toLowerCase().endsWith('.invalid');
}

/**
 * Queues an e-mail or SMS and answers its outbox id; nothing (and 0) for an address under `.invalid`. Pass
 * the transaction of the change that causes it, so the message is sent if and only if that change commits;
 * the mail worker delivers it later with retries.
 */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<number> {
  if (isUndeliverable(message)) return 0;
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel ?? 'email',
      recipient: message.to,
      subject: message.subject ?? '',
      bodyText: message.text,
      bodyHtml: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Queues several messages in one statement per thousand (a group exchange tells everyone in it at once). */
export async function enqueueMessages(db: DbOrTx, all: OutgoingMessage[]): Promise<void> {
  const messages = all.filter((message) => !isUndeliverable(message));
  for (let start = 0; start < messages.length; start += 1000) {
    await db.insert(outbox).values(
      messages.slice(start, start + 1000).map((message) => ({
        channel: message.channel ?? 'email',
        recipient: message.to,
        subject: message.subject ?? '',
        bodyText: message.text,
        bodyHtml: message.html ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
      })),
    );
  }
}
