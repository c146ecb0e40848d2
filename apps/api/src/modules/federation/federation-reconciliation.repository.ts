import { sql } from 'drizzle-orm';
import type { ReconciliationOutcome } from '@skillswap/contracts/federation/reconciliation';
import type { DbOrTx } from '../../db/client.ts';

/** json / json_agg come back parsed from node-postgres and as text from some drivers: both read alike. */
const parsed = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
const ids = (list: readonly string[]) =>
  sql`(SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(list)}::json))`;

/**
 * One side's view of a link, read in one statement so it is one snapshot: what the other node owes this one
 * (the link account's sum negated, ADR 184), the ratchet's heads, the transfers this node moved toward the
 * other that the other has not acknowledged, how many proposals wait (nothing moved), and which of
 * `movedAmong` (the other's pending transfers) this node has moved too.
 */
export async function readLinkView(db: DbOrTx, linkId: string, movedAmong: readonly string[], limit: number) {
  const result = await db.execute<{
    balance: string;
    head: string;
    previous_head: string | null;
    pending: unknown;
    pending_count: string | number;
    validated: string | number;
    moved: unknown;
  }>(sql`
    SELECT
      (SELECT -coalesce(sum(m.amount), 0) FROM ledger_movements m WHERE m.account_id = l.account_id) AS balance,
      l.last_hash AS head,
      l.previous_hash AS previous_head,
      (SELECT coalesce(json_agg(json_build_object('uuid', p.id, 'hours', p.quantity) ORDER BY p.id), '[]'::json)
        FROM (SELECT id, quantity FROM federation_transfers WHERE to_link_id = l.id AND state = 'pending'
          ORDER BY id LIMIT ${limit}) p) AS pending,
      (SELECT count(*) FROM federation_transfers WHERE to_link_id = l.id AND state = 'pending') AS pending_count,
      (SELECT count(*) FROM federation_transfers
        WHERE (to_link_id = l.id OR from_link_id = l.id) AND state = 'validated') AS validated,
      (SELECT coalesce(json_agg(t.id ORDER BY t.id), '[]'::json) FROM federation_transfers t
        WHERE t.from_link_id = l.id AND t.state IN ('pending', 'completed') AND t.id IN ${ids(movedAmong)}) AS moved
    FROM federation_links l WHERE l.id = ${linkId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    balance: Number(row.balance) + 0,
    head: row.head,
    previousHead: row.previous_head,
    pending: parsed<Array<{ uuid: string; hours: number | string }>>(row.pending).map((entry) => ({
      uuid: entry.uuid,
      hours: Number(entry.hours),
    })),
    pendingCount: Number(row.pending_count),
    validated: Number(row.validated),
    moved: parsed<string[]>(row.moved),
  };
}
export type LinkView = NonNullable<Awaited<ReturnType<typeof readLinkView>>>;

export interface ClaimedCheck {
  id: string;
  linkId: string;
}

/**
 * Claims today's check of up to `limit` live links that have none yet: the row's (link, day) is unique, so of
 * several server processes running the job at once, each link's check goes to one of them.
 */
export async function claimDailyChecks(db: DbOrTx, input: { day: string; now: Date; limit: number }) {
  const result = await db.execute<{ id: string; link_id: string }>(sql`
    INSERT INTO federation_reconciliations (link_id, job_day, started_at)
    SELECT l.id, ${input.day}::date, ${input.now.toISOString()} FROM federation_links l
    WHERE l.status <> 'ended' AND NOT EXISTS (
      SELECT 1 FROM federation_reconciliations r WHERE r.link_id = l.id AND r.job_day = ${input.day}::date)
    ORDER BY l.created_at LIMIT ${input.limit}
    ON CONFLICT (link_id, job_day) DO NOTHING
    RETURNING id, link_id`);
  return result.rows.map((row): ClaimedCheck => ({ id: row.id, linkId: row.link_id }));
}

/** Starts an admin's check of every live link now. */
export async function startChecksOfAllLinks(db: DbOrTx, input: { adminId: string; now: Date }) {
  const result = await db.execute<{ id: string; link_id: string }>(sql`
    INSERT INTO federation_reconciliations (link_id, requested_by, started_at)
    SELECT id, ${input.adminId}, ${input.now.toISOString()} FROM federation_links
    WHERE status <> 'ended' ORDER BY created_at
    RETURNING id, link_id`);
  return result.rows.map((row): ClaimedCheck => ({ id: row.id, linkId: row.link_id }));
}

export interface CheckFigures {
  outcome: ReconciliationOutcome;
  ours?: number | null;
  theirs?: number | null;
  inFlightOurs?: number | null;
  inFlightTheirs?: number | null;
  validatedOurs?: number | null;
  validatedTheirs?: number | null;
  ourHead?: string | null;
  theirHead?: string | null;
}

export async function finishCheck(db: DbOrTx, id: string, at: Date, figures: CheckFigures): Promise<void> {
  await db.execute(sql`
    UPDATE federation_reconciliations SET checked_at = ${at.toISOString()}, outcome = ${figures.outcome},
      ours = ${figures.ours ?? null}, theirs = ${figures.theirs ?? null},
      in_flight_ours = ${figures.inFlightOurs ?? null}, in_flight_theirs = ${figures.inFlightTheirs ?? null},
      validated_ours = ${figures.validatedOurs ?? null}, validated_theirs = ${figures.validatedTheirs ?? null},
      our_head = ${figures.ourHead ?? null}, their_head = ${figures.theirHead ?? null}
    WHERE id = ${id}`);
}

/**
 * What earlier checks of the link say about a problem found now: the outcome of the last comparison before
 * this check (one that got an answer: matched, difference or refused), and the alert key of the last alert
 * since the link last matched.
 */
export async function findAlertHistory(db: DbOrTx, linkId: string, beforeCheckId: string) {
  const result = await db.execute<{ previous: string | null; alerted: string | null }>(sql`
    WITH this AS (SELECT started_at FROM federation_reconciliations WHERE id = ${beforeCheckId}),
    earlier AS (
      SELECT r.* FROM federation_reconciliations r, this
      WHERE r.link_id = ${linkId} AND r.id <> ${beforeCheckId} AND r.checked_at IS NOT NULL
        AND r.started_at <= this.started_at),
    last_match AS (SELECT max(started_at) AS at FROM earlier WHERE outcome = 'matched')
    SELECT
      (SELECT outcome FROM earlier WHERE outcome IN ('matched', 'difference', 'refused')
        ORDER BY started_at DESC, checked_at DESC LIMIT 1) AS previous,
      (SELECT alert_key FROM earlier, last_match WHERE alert_key IS NOT NULL
        AND (last_match.at IS NULL OR earlier.started_at > last_match.at)
        ORDER BY started_at DESC, checked_at DESC LIMIT 1) AS alerted`);
  const row = result.rows[0];
  return {
    previousOutcome: (row?.previous ?? null) as ReconciliationOutcome | null,
    lastAlertKey: row?.alerted ?? null,
  };
}

export async function markAlerted(db: DbOrTx, id: string, alertKey: string): Promise<void> {
  await db.execute(sql`UPDATE federation_reconciliations SET alert_key = ${alertKey} WHERE id = ${id}`);
}

/** The install's admins who can be told (live, unsuspended accounts), with where to mail them. */
export async function listAdmins(db: DbOrTx) {
  const result = await db.execute<{
    id: string;
    email: string;
    full_name: string;
    language: string | null;
  }>(sql`
    SELECT id, email, full_name, language FROM users
    WHERE role = 'admin' AND deleted_at IS NULL AND suspended_at IS NULL ORDER BY id`);
  return result.rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    language: row.language,
  }));
}

/** Each live link's last finished check. */
export async function listLastChecks(db: DbOrTx) {
  const result = await db.execute<{
    link_id: string;
    peer_name: string;
    checked_at: string | Date;
    outcome: ReconciliationOutcome;
    ours: string | null;
    theirs: string | null;
    in_flight_ours: number | null;
    in_flight_theirs: number | null;
    alert_key: string | null;
  }>(sql`
    SELECT DISTINCT ON (l.id) l.id AS link_id, l.peer_name, r.checked_at, r.outcome, r.ours, r.theirs,
      r.in_flight_ours, r.in_flight_theirs, r.alert_key
    FROM federation_links l JOIN federation_reconciliations r ON r.link_id = l.id AND r.checked_at IS NOT NULL
    WHERE l.status <> 'ended'
    ORDER BY l.id, r.checked_at DESC, r.started_at DESC`);
  return result.rows;
}
