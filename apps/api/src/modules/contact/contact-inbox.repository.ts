import { sql } from 'drizzle-orm';
import type { ContactStatus } from '@skillswap/contracts/contact/schemas';
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
  organisation_slug: string | null;
  organisation_name: string | null;
  is_for_account_manager: boolean | null;
};

// The account manager is an Enterprise feature: it locks, like the others, while the owner is
// on another plan.
const isForReader = (readerId: string) =>
  sql`coalesce(o.account_manager_id = ${readerId} AND owner.plan = 'enterprise', false)`;

// Replies are counted from the audit trail, which records each one with its operator. The sender's
// organisation and whether the reader is its account manager come from the organisation's row (ADR 142).
const inboxColumns = (readerId: string) => sql`
  m.id, m.user_id, m.name, m.email, m.subject, m.message, m.status, m.created_at, m.is_priority,
  (SELECT count(*) FROM audit_log a
    WHERE a.event = 'contact_replied' AND a.details->>'messageId' = m.id::text) AS replies,
  c.slug AS organisation_slug, c.name AS organisation_name,
  ${isForReader(readerId)} AS is_for_account_manager`;

const inboxFrom = sql`contact_messages m
  LEFT JOIN organisations o ON o.community_id = m.organisation_id
  LEFT JOIN communities c ON c.id = o.community_id
  LEFT JOIN profiles owner ON owner.id = o.account_id AND owner.deleted_at IS NULL`;

/**
 * The 100 messages of one status the console lists: those of the organisations the reader manages first, then
 * priority ones, then newest first.
 */
export async function selectInboxRows(
  db: DbOrTx,
  status: ContactStatus,
  readerId: string,
): Promise<InboxRow[]> {
  const result = await db.execute<InboxRow>(sql`
    SELECT ${inboxColumns(readerId)} FROM ${inboxFrom}
    WHERE m.status = ${status}
    ORDER BY ${isForReader(readerId)} DESC, m.is_priority DESC, m.created_at DESC, m.id DESC
    LIMIT 100`);
  return result.rows;
}

export async function selectInboxRow(db: DbOrTx, id: number, readerId: string): Promise<InboxRow | null> {
  const result = await db.execute<InboxRow>(
    sql`SELECT ${inboxColumns(readerId)} FROM ${inboxFrom} WHERE m.id = ${id}`,
  );
  return result.rows[0] ?? null;
}
