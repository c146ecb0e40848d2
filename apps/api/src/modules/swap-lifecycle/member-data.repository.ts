import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eraseMessagesOf } from '../messages/index.ts';
import { purgeNotificationsOf } from '../notifications/index.ts';
import { eraseReviewWordsOf } from '../reviews/index.ts';

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/**
 * What the swap lifecycle stores about a member, for their data download: messages they sent, their
 * confirmations, reviews written and received, notifications and e-mail choices, and their SkillCoin
 * movements and holds. Other members' messages are theirs, so they are left out.
 */
export async function collectSwapLifecycleData(db: DbOrTx, memberId: string) {
  return {
    swapMessagesSent: await rows(
      db,
      sql`SELECT swap_id, body, created_at FROM swap_messages WHERE sender_id = ${memberId} ORDER BY id`,
    ),
    swapConfirmations: await rows(
      db,
      sql`SELECT swap_id, requester_hours::float8 AS requester_hours, recipient_hours::float8 AS recipient_hours,
            confirmed_at
          FROM swap_confirmations WHERE member_id = ${memberId} ORDER BY confirmed_at`,
    ),
    reviewsWritten: await rows(
      db,
      sql`SELECT swap_id, reviewee_id, rating, comment, created_at FROM reviews
          WHERE reviewer_id = ${memberId} ORDER BY id`,
    ),
    reviewsReceived: await rows(
      db,
      sql`SELECT swap_id, rating, comment, reply, replied_at, created_at FROM reviews
          WHERE reviewee_id = ${memberId} AND published_at IS NOT NULL ORDER BY id`,
    ),
    disputeStatements: await rows(
      db,
      sql`SELECT swap_id, statement, created_at, updated_at FROM dispute_statements
          WHERE member_id = ${memberId} ORDER BY created_at`,
    ),
    membersBlocked: await rows(
      db,
      sql`SELECT blocked_id, created_at FROM member_blocks WHERE blocker_id = ${memberId} ORDER BY created_at`,
    ),
    notifications: await rows(
      db,
      sql`SELECT type, title, body, link, read_at, created_at FROM notifications
          WHERE member_id = ${memberId} ORDER BY id`,
    ),
    notificationPreferences: (
      await rows(db, sql`SELECT email_disabled FROM notification_preferences WHERE member_id = ${memberId}`)
    )[0] ?? { email_disabled: [] },
    skillCoinMovements: await rows(
      db,
      sql`SELECT t.kind, t.description, t.swap_id, m.amount::float8 AS amount, m.created_at
          FROM ledger_movements m
          JOIN ledger_accounts a ON a.id = m.account_id
          JOIN ledger_transfers t ON t.id = m.transfer_id
          WHERE a.member_id = ${memberId} ORDER BY m.id`,
    ),
    skillCoinHolds: await rows(
      db,
      sql`SELECT h.swap_id, h.amount::float8 AS amount, h.created_at, h.released_at, h.release_reason
          FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
          WHERE a.member_id = ${memberId} ORDER BY h.id`,
    ),
  };
}

/**
 * The 30-day purge of a deleted member: the words they wrote go (messages, review comments and replies,
 * dispute statements), their
 * notifications and choices go; ratings, confirmations and every ledger row stay, so the other members'
 * history, ratings and all balances still add up. Each table is changed by the module that owns it (ADR 78).
 */
export async function purgeSwapLifecycleData(tx: DbOrTx, memberId: string): Promise<void> {
  await eraseMessagesOf(tx, memberId);
  await eraseReviewWordsOf(tx, memberId);
  await tx.execute(
    sql`UPDATE dispute_statements SET statement = '(statement removed)' WHERE member_id = ${memberId}`,
  );
  await purgeNotificationsOf(tx, memberId);
}
