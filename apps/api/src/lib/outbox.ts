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
 * Queues an e-mail or SMS. Pass the transaction of the change that causes it, so the message is sent
 * if and only if that change commits; the mail worker delivers it later with retries.
 */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<number> {
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
export async function enqueueMessages(db: DbOrTx, messages: OutgoingMessage[]): Promise<void> {
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
