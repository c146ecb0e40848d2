import type { ParsedMail } from 'mailparser';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { messageIdFor } from './transports.ts';

export interface DeliveryCount {
  /** Rows in the outbox. */
  rows: number;
  /** Different Message-IDs the mail server received. */
  distinctMessageIds: number;
  /** Messages the mail server received more than once (each extra copy counts). */
  duplicates: number;
  /** Received messages whose Message-ID is not the one their outbox row stands for. */
  unknownMessageIds: number;
}

/**
 * What a mail server received, against the outbox: exactly once means rows = distinct ids and no duplicates.
 */
export async function countDeliveries(
  db: DbOrTx,
  received: ParsedMail[],
  from: string,
): Promise<DeliveryCount> {
  const rows = await db.select({ id: outbox.id, createdAt: outbox.createdAt }).from(outbox);
  const expected = new Set(rows.map((row) => messageIdFor(row, from)));
  const ids = received.map((mail) => `<${(mail.messageId ?? '').replace(/^<|>$/g, '')}>`);
  const distinct = new Set(ids);
  return {
    rows: rows.length,
    distinctMessageIds: distinct.size,
    duplicates: ids.length - distinct.size,
    unknownMessageIds: ids.filter((id) => !expected.has(id)).length,
  };
}
