import type { Language } from '@skillswap/contracts/shared/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { matchDigestAnnouncements, matchDigestPreferences } from '../../db/schema/index.ts';

/** Whether the member wants the weekly digest; no stored choice means yes. */
export async function isDigestEnabled(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: matchDigestPreferences.enabled })
    .from(matchDigestPreferences)
    .where(eq(matchDigestPreferences.memberId, memberId));
  return row?.enabled ?? true;
}

export async function saveDigestPreference(db: DbOrTx, memberId: string, enabled: boolean): Promise<void> {
  await db
    .insert(matchDigestPreferences)
    .values({ memberId, enabled })
    .onConflictDoUpdate({
      target: matchDigestPreferences.memberId,
      set: { enabled, updatedAt: sql`now()` },
    });
}

export interface DigestRecipient {
  memberId: string;
  email: string;
  fullName: string;
  /** The member's language (ADR 103); null for English. */
  language: Language | null;
}

/**
 * Members due a digest: a live, unsuspended account that can sign in, a profile that is not deleted, the
 * digest not turned off, and not checked since `sentBefore`. Claiming stamps a member, so the next page is
 * the next query.
 */
export async function listDigestRecipients(
  db: DbOrTx,
  options: { sentBefore: Date; limit: number },
): Promise<DigestRecipient[]> {
  const result = await db.execute<{
    member_id: string;
    email: string;
    full_name: string | null;
    language: Language | null;
  }>(sql`
    SELECT p.id AS member_id, u.email, coalesce(nullif(p.full_name, ''), u.full_name) AS full_name, u.language
    FROM profiles p
    JOIN users u ON u.id = p.id
    LEFT JOIN match_digest_preferences d ON d.member_id = p.id
    WHERE p.deleted_at IS NULL AND u.deleted_at IS NULL
      -- A suspended member (ADR 73) cannot sign in to act on a digest.
      AND u.suspended_at IS NULL
      -- Demo members have no way to sign in; only real accounts get mail.
      AND (u.password_hash IS NOT NULL OR EXISTS (SELECT 1 FROM oauth_identities o WHERE o.user_id = u.id))
      AND coalesce(d.enabled, true)
      AND (d.last_sent_at IS NULL OR d.last_sent_at < ${options.sentBefore.toISOString()}::timestamptz)
    ORDER BY p.id
    LIMIT ${options.limit}`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    email: row.email,
    fullName: row.full_name ?? '',
    language: row.language,
  }));
}

/** Of the given matches, those no earlier digest announced to this member. */
export async function filterUnannounced(
  db: DbOrTx,
  memberId: string,
  matchedIds: readonly string[],
): Promise<Set<string>> {
  if (matchedIds.length === 0) return new Set();
  const announced = await db
    .select({ id: matchDigestAnnouncements.matchedMemberId })
    .from(matchDigestAnnouncements)
    .where(
      and(
        eq(matchDigestAnnouncements.memberId, memberId),
        inArray(matchDigestAnnouncements.matchedMemberId, [...matchedIds]),
      ),
    );
  const seen = new Set(announced.map((row) => row.id));
  return new Set(matchedIds.filter((id) => !seen.has(id)));
}

/**
 * Claims this week's digest check for the member: answers true, and stamps the time, only when none happened
 * since `sentBefore`. Two runs racing on one member cannot both win.
 */
export async function claimDigest(
  db: DbOrTx,
  memberId: string,
  sentBefore: Date,
  sentAt: Date,
): Promise<boolean> {
  const result = await db.execute<{ member_id: string }>(sql`
    INSERT INTO match_digest_preferences (member_id, last_sent_at) VALUES (${memberId}, ${sentAt.toISOString()})
    ON CONFLICT (member_id) DO UPDATE SET last_sent_at = excluded.last_sent_at
    WHERE match_digest_preferences.enabled
      AND (match_digest_preferences.last_sent_at IS NULL
           OR match_digest_preferences.last_sent_at < ${sentBefore.toISOString()}::timestamptz)
    RETURNING member_id`);
  return result.rows.length === 1;
}

/** Records which matches a digest announced, so the next one only tells what is new. */
export async function recordAnnouncements(
  db: DbOrTx,
  memberId: string,
  announcedIds: readonly string[],
  announcedAt: Date,
): Promise<void> {
  if (announcedIds.length === 0) return;
  await db
    .insert(matchDigestAnnouncements)
    .values(announcedIds.map((id) => ({ memberId, matchedMemberId: id, announcedAt })))
    .onConflictDoNothing();
}

/**
 * Claims the announcement of one match to one member (priority matching's instant alert, ADR 115): true once
 * per pair, whoever races, so a match is never announced twice, and the weekly digest leaves it out too.
 */
export async function claimAnnouncement(
  db: DbOrTx,
  memberId: string,
  matchedId: string,
  announcedAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(matchDigestAnnouncements)
    .values({ memberId, matchedMemberId: matchedId, announcedAt })
    .onConflictDoNothing()
    .returning({ memberId: matchDigestAnnouncements.memberId });
  return rows.length === 1;
}
