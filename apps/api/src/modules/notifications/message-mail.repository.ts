import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claimOnceStatement } from '../../lib/queue/queue.repository.ts';

export interface PendingChatNotification {
  id: number;
  memberId: string;
  swapId: string;
  title: string;
  body: string;
  link: string | null;
}

/**
 * Claims the chat notifications whose grouped mail is due (ADR 168): every notification still unread and
 * waiting of each conversation (member and swap) where at least one has waited past `cutoff`. The claim
 * (lib/queue's claim-once statement) clears the flag in the caller's transaction, which also queues the mail,
 * and a concurrent run skips the rows this one holds, so no message is mailed twice. `limit` bounds the
 * conversations looked at.
 */
export async function claimDueChatNotifications(
  tx: DbOrTx,
  options: { cutoff: Date; limit: number },
): Promise<PendingChatNotification[]> {
  const claimed = await tx.execute<{
    id: string | number;
    member_id: string;
    swap_id: string;
    title: string;
    body: string;
    link: string | null;
  }>(
    claimOnceStatement({
      table: 'notifications',
      as: 'n',
      set: { email_pending: false },
      where: sql`n.email_pending AND n.read_at IS NULL
        AND (n.member_id, n.swap_id) IN (
          SELECT d.member_id, d.swap_id FROM notifications d
          WHERE d.email_pending AND d.read_at IS NULL AND d.created_at <= ${options.cutoff}
          ORDER BY d.created_at LIMIT ${options.limit})`,
      returning: ['id', 'member_id', 'swap_id', 'title', 'body', 'link'],
    }),
  );
  return claimed.rows
    .map((row) => ({
      id: Number(row.id),
      memberId: row.member_id,
      swapId: row.swap_id,
      title: row.title,
      body: row.body,
      link: row.link,
    }))
    .sort((a, b) => a.id - b.id);
}
