import { sql } from 'drizzle-orm';
import type { ContactStatus } from '@skillswap/contracts/contact';
import type { DbOrTx } from '../../db/client.ts';

export type InboxRow = {
  id: number | string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  created_at: string | Date;
  is_priority: boolean;
  replies: number | string;
};

// Replies are counted from the audit trail, which records each one with its operator.
const inboxColumns = sql`
  m.id, m.user_id, m.name, m.email, m.subject, m.message, m.status, m.created_at, m.is_priority,
  (SELECT count(*) FROM audit_log a
    WHERE a.event = 'contact_replied' AND a.details->>'messageId' = m.id::text) AS replies`;

/** The 100 messages of one status the console lists: priority first, then newest first. */
export async function selectInboxRows(db: DbOrTx, status: ContactStatus): Promise<InboxRow[]> {
  const result = await db.execute<InboxRow>(sql`
    SELECT ${inboxColumns} FROM contact_messages m
    WHERE m.status = ${status} ORDER BY m.is_priority DESC, m.created_at DESC, m.id DESC LIMIT 100`);
  return result.rows;
}

export async function selectInboxRow(db: DbOrTx, id: number): Promise<InboxRow | null> {
  const result = await db.execute<InboxRow>(
    sql`SELECT ${inboxColumns} FROM contact_messages m WHERE m.id = ${id}`,
  );
  return result.rows[0] ?? null;
}
