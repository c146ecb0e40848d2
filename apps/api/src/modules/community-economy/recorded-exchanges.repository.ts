// Recorded exchanges and their parts: written, listed, disputed, decided and approved.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  RecordedExchangeApproval,
  RecordedExchangeOutcome,
} from '@skillswap/contracts/community-economy/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { recordedExchangeParts, recordedExchanges } from '../../db/schema/index.ts';

export async function insertRecordedExchange(
  db: DbOrTx,
  exchange: {
    communityId: string;
    recordedBy: string;
    category: string;
    note: string;
    happenedOn: string;
    createdAt: Date;
    disputeUntil: Date;
    inPerson: boolean;
    accompaniedBy: string | null;
    /** 'pending' when a second coordinator has to approve it first (ADR 178); null otherwise. */
    approval: 'pending' | null;
    parts: { teacherId: string; learnerId: string; hours: number; levy: number }[];
  },
): Promise<string> {
  const { parts, ...row } = exchange;
  const [inserted] = await db.insert(recordedExchanges).values(row).returning({ id: recordedExchanges.id });
  await db
    .insert(recordedExchangeParts)
    .values(parts.map((part, position) => ({ ...part, exchangeId: inserted!.id, position })));
  return inserted!.id;
}

export interface RecordedExchangeRow {
  id: string;
  seq: number;
  communityId: string;
  category: string;
  note: string;
  happenedOn: string;
  recordedBy: string | null;
  recordedByName: string | null;
  createdAt: Date;
  disputeUntil: Date;
  disputedBy: string | null;
  disputedByName: string | null;
  disputedAt: Date | null;
  disputeReason: string | null;
  decidedBy: string | null;
  decidedByName: string | null;
  outcome: RecordedExchangeOutcome | null;
  inPerson: boolean;
  accompaniedBy: string | null;
  accompaniedByName: string | null;
  approval: RecordedExchangeApproval | null;
  approvalBy: string | null;
  approvalByName: string | null;
  parts: {
    position: number;
    teacherId: string | null;
    teacherName: string | null;
    learnerId: string | null;
    learnerName: string | null;
    hours: number;
    levy: number;
  }[];
}

const name = (user: string, profile: string) => memberDisplayNameSql(aliasedNameColumns(user, profile));

/**
 * Recorded exchanges of a community, newest first, each with its parts and everyone's display name: all of
 * them for coordinators (`partyId` null), or those the member took part in.
 */
export async function listRecordedExchanges(
  db: DbOrTx,
  options: {
    communityId: string;
    partyId: string | null;
    exchangeId?: string;
    before: number | null;
    limit: number;
    lock?: boolean;
  },
): Promise<RecordedExchangeRow[]> {
  const result = await db.execute<{
    id: string;
    seq: string;
    community_id: string;
    category: string;
    note: string;
    happened_on: string;
    recorded_by: string | null;
    recorded_by_name: string | null;
    created_at: string | Date;
    dispute_until: string | Date;
    disputed_by: string | null;
    disputed_by_name: string | null;
    disputed_at: string | Date | null;
    dispute_reason: string | null;
    decided_by: string | null;
    decided_by_name: string | null;
    outcome: RecordedExchangeOutcome | null;
    in_person: boolean;
    accompanied_by: string | null;
    accompanied_by_name: string | null;
    approval: RecordedExchangeApproval | null;
    approval_by: string | null;
    approval_by_name: string | null;
    parts: RecordedExchangeRow['parts'];
  }>(sql`
    SELECT e.id, e.seq, e.community_id, e.category, e.note, e.happened_on::text AS happened_on,
           e.created_at, e.dispute_until, e.disputed_at, e.dispute_reason, e.outcome,
           ru.id AS recorded_by, CASE WHEN ru.id IS NULL THEN NULL ELSE ${name('ru', 'rp')} END AS recorded_by_name,
           du.id AS disputed_by, CASE WHEN du.id IS NULL THEN NULL ELSE ${name('du', 'dp')} END AS disputed_by_name,
           cu.id AS decided_by, CASE WHEN cu.id IS NULL THEN NULL ELSE ${name('cu', 'cp')} END AS decided_by_name,
           e.in_person, e.approval,
           au.id AS accompanied_by, CASE WHEN au.id IS NULL THEN NULL ELSE ${name('au', 'ap')} END AS accompanied_by_name,
           vu.id AS approval_by, CASE WHEN vu.id IS NULL THEN NULL ELSE ${name('vu', 'vp')} END AS approval_by_name,
           (SELECT jsonb_agg(jsonb_build_object(
              'position', x.position, 'hours', x.hours, 'levy', x.levy,
              'teacherId', tu.id, 'teacherName', CASE WHEN tu.id IS NULL THEN NULL ELSE ${name('tu', 'tp')} END,
              'learnerId', lu.id, 'learnerName', CASE WHEN lu.id IS NULL THEN NULL ELSE ${name('lu', 'lp')} END
            ) ORDER BY x.position)
            FROM recorded_exchange_parts x
            LEFT JOIN users tu ON tu.id = x.teacher_id LEFT JOIN profiles tp ON tp.id = x.teacher_id
            LEFT JOIN users lu ON lu.id = x.learner_id LEFT JOIN profiles lp ON lp.id = x.learner_id
            WHERE x.exchange_id = e.id) AS parts
    FROM recorded_exchanges e
    LEFT JOIN users ru ON ru.id = e.recorded_by LEFT JOIN profiles rp ON rp.id = e.recorded_by
    LEFT JOIN users du ON du.id = e.disputed_by LEFT JOIN profiles dp ON dp.id = e.disputed_by
    LEFT JOIN users cu ON cu.id = e.decided_by LEFT JOIN profiles cp ON cp.id = e.decided_by
    LEFT JOIN users au ON au.id = e.accompanied_by LEFT JOIN profiles ap ON ap.id = e.accompanied_by
    LEFT JOIN users vu ON vu.id = e.approval_by LEFT JOIN profiles vp ON vp.id = e.approval_by
    WHERE e.community_id = ${options.communityId}
      AND ${options.exchangeId === undefined ? sql`true` : sql`e.id = ${options.exchangeId}`}
      AND ${
        options.partyId === null
          ? sql`true`
          : sql`EXISTS (SELECT 1 FROM recorded_exchange_parts y WHERE y.exchange_id = e.id
                  AND (y.teacher_id = ${options.partyId} OR y.learner_id = ${options.partyId}))`
      }
      AND ${options.before === null ? sql`true` : sql`e.seq < ${options.before}`}
    ORDER BY e.seq DESC
    LIMIT ${options.limit}
    ${options.lock ? sql`FOR UPDATE OF e` : sql``}`);
  return result.rows.map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    communityId: row.community_id,
    category: row.category,
    note: row.note,
    happenedOn: row.happened_on,
    recordedBy: row.recorded_by,
    recordedByName: row.recorded_by_name,
    createdAt: new Date(row.created_at),
    disputeUntil: new Date(row.dispute_until),
    disputedBy: row.disputed_by,
    disputedByName: row.disputed_by_name,
    disputedAt: row.disputed_at === null ? null : new Date(row.disputed_at),
    disputeReason: row.dispute_reason,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
    outcome: row.outcome,
    inPerson: row.in_person,
    accompaniedBy: row.accompanied_by,
    accompaniedByName: row.accompanied_by_name,
    approval: row.approval,
    approvalBy: row.approval_by,
    approvalByName: row.approval_by_name,
    parts: row.parts.map((part) => ({ ...part, hours: Number(part.hours), levy: Number(part.levy) })),
  }));
}

export async function markDisputed(
  db: DbOrTx,
  dispute: { exchangeId: string; memberId: string; reason: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(recordedExchanges)
    .set({ disputedBy: dispute.memberId, disputedAt: dispute.at, disputeReason: dispute.reason })
    .where(and(eq(recordedExchanges.id, dispute.exchangeId), isNull(recordedExchanges.disputedAt)))
    .returning({ id: recordedExchanges.id });
  return rows.length > 0;
}

export async function markDecided(
  db: DbOrTx,
  decision: { exchangeId: string; coordinatorId: string; outcome: RecordedExchangeOutcome; at: Date },
): Promise<void> {
  await db
    .update(recordedExchanges)
    .set({ decidedBy: decision.coordinatorId, decidedAt: decision.at, outcome: decision.outcome })
    .where(eq(recordedExchanges.id, decision.exchangeId));
}

/** A second coordinator approves or refuses a pending exchange; approving opens the days to dispute it. */
export async function markApproval(
  db: DbOrTx,
  decision: {
    exchangeId: string;
    coordinatorId: string;
    approval: 'approved' | 'refused';
    at: Date;
    disputeUntil: Date | null;
  },
): Promise<void> {
  await db
    .update(recordedExchanges)
    .set({
      approval: decision.approval,
      approvalBy: decision.coordinatorId,
      approvalAt: decision.at,
      ...(decision.disputeUntil ? { disputeUntil: decision.disputeUntil } : {}),
    })
    .where(eq(recordedExchanges.id, decision.exchangeId));
}
