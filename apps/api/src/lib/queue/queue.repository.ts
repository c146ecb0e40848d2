import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A delivery queue's table (ADR 205): one row per job, with the columns every queue keeps. Each queue
 * declares its descriptor once, as a constant beside the repository that owns the table, so the identifiers
 * in the statements below come from code, never from input. A row is `pending` until a worker claims it,
 * `sending` while the claim's lease runs, and whatever status the queue records when the claim settles.
 */
interface QueueTable {
  readonly table: string;
  readonly columns: {
    readonly id: string;
    readonly status: string;
    readonly attempts: string;
    readonly nextAttemptAt: string;
    readonly lockedUntil: string;
    readonly claimId: string;
  };
}

/** A claimed row: only the holder of `claimId` may renew its lease or record its outcome. */
interface QueueClaim {
  id: number;
  claimId: string;
}

/** The descriptor of `table`, whose queue columns carry the usual names unless `columns` says otherwise. */
export function queueTable(table: string, columns: Partial<QueueTable['columns']> = {}): QueueTable {
  return {
    table,
    columns: {
      id: 'id',
      status: 'status',
      attempts: 'attempts',
      nextAttemptAt: 'next_attempt_at',
      lockedUntil: 'locked_until',
      claimId: 'claim_id',
      ...columns,
    },
  };
}

function names(queue: QueueTable) {
  const { columns } = queue;
  return {
    table: sql.identifier(queue.table),
    id: sql.identifier(columns.id),
    status: sql.identifier(columns.status),
    attempts: sql.identifier(columns.attempts),
    nextAttemptAt: sql.identifier(columns.nextAttemptAt),
    lockedUntil: sql.identifier(columns.lockedUntil),
    claimId: sql.identifier(columns.claimId),
  };
}

/**
 * Rows waiting for a worker at `now`, due or not: pending ones, and `sending` ones whose holder let the lease
 * run out (it crashed, or lost the database for longer than the lease), which the next claim takes over.
 */
export function queuedCondition(queue: QueueTable, now: Date): SQL {
  const c = names(queue);
  return sql`(${c.status} = 'pending' OR (${c.status} = 'sending' AND ${c.lockedUntil} <= ${now}))`;
}

/**
 * The statement that claims up to `limit` due rows for one worker and answers `returning` of each: pending
 * rows whose time has come (and whose lease, if any, is over), or `sending` rows whose lease ran out. Each is
 * marked `sending` under a lease ending `leaseMs` from `now`, counts one more attempt and gets a new claim
 * id.
 * Rows another worker is claiming are skipped (SKIP LOCKED), so no two workers ever hold the same row. Queues
 * that need more than the row in one round trip put it in a `WITH claimed AS (…)` and join.
 */
export function claimDueStatement(
  queue: QueueTable,
  options: { now: Date; leaseMs: number; limit: number; returning: readonly string[] },
): SQL {
  const c = names(queue);
  const { now } = options;
  const leaseEnds = new Date(now.getTime() + options.leaseMs);
  const returning = sql.join(
    options.returning.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`
    UPDATE ${c.table} SET ${c.status} = 'sending', ${c.lockedUntil} = ${leaseEnds},
      ${c.attempts} = ${c.attempts} + 1, ${c.claimId} = gen_random_uuid()
    WHERE ${c.id} IN (
      SELECT ${c.id} FROM ${c.table}
      WHERE (${c.status} = 'pending' AND ${c.nextAttemptAt} <= ${now}
          AND (${c.lockedUntil} IS NULL OR ${c.lockedUntil} <= ${now}))
        OR (${c.status} = 'sending' AND ${c.lockedUntil} <= ${now})
      ORDER BY ${c.nextAttemptAt}, ${c.id}
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${returning}`;
}

/** Claims up to `limit` due rows (see `claimDueStatement`), in id order; `returning` must name the id. */
export async function claimDue<Row extends Record<string, unknown>>(
  db: DbOrTx,
  queue: QueueTable,
  options: { now: Date; leaseMs: number; limit: number; returning: readonly string[] },
): Promise<Row[]> {
  const c = names(queue);
  const result = await db.execute<Row>(
    sql`WITH claimed AS (${claimDueStatement(queue, options)})
      SELECT * FROM claimed ORDER BY ${c.id}`,
  );
  return result.rows as Row[];
}

/** Extends the lease of a row still being worked on; answers false when the claim is no longer this one. */
export async function renewLease(
  db: DbOrTx,
  queue: QueueTable,
  claim: QueueClaim,
  leaseEnds: Date,
): Promise<boolean> {
  const c = names(queue);
  const result = await db.execute(sql`
    UPDATE ${c.table} SET ${c.lockedUntil} = ${leaseEnds}
    WHERE ${c.id} = ${claim.id} AND ${c.status} = 'sending' AND ${c.claimId} = ${claim.claimId}
    RETURNING ${c.id}`);
  return result.rows.length === 1;
}

/**
 * The statement that records a claim's outcome: the row takes `status`, its lease ends, `retryAt` (when
 * given) becomes its next attempt, and `set` holds the queue's own columns (`sent_at = …, last_error = …`).
 * Only the holder of the claim changes anything: the claim id decides, not the lease time, so a worker whose
 * lease ran out still records its outcome unless another has claimed the row since. Answers the id of a row
 * changed.
 */
export function settleStatement(
  queue: QueueTable,
  claim: QueueClaim,
  outcome: { status: string; retryAt?: Date | null; set?: SQL },
): SQL {
  const c = names(queue);
  const retryAt = outcome.retryAt ?? null;
  return sql`
    UPDATE ${c.table} SET ${c.status} = ${outcome.status}, ${c.lockedUntil} = NULL,
      ${c.nextAttemptAt} = coalesce(${retryAt}::timestamptz, ${c.nextAttemptAt})
      ${outcome.set ? sql`, ${outcome.set}` : sql``}
    WHERE ${c.id} = ${claim.id} AND ${c.status} = 'sending' AND ${c.claimId} = ${claim.claimId}
    RETURNING ${c.id}`;
}

/** Records a claim's outcome (see `settleStatement`); answers false when the claim was no longer this one. */
export async function settleClaim(
  db: DbOrTx,
  queue: QueueTable,
  claim: QueueClaim,
  outcome: { status: string; retryAt?: Date | null; set?: SQL },
): Promise<boolean> {
  const result = await db.execute(settleStatement(queue, claim, outcome));
  return result.rows.length === 1;
}

/**
 * The statement that claims rows once, for the reminder and upkeep jobs that are no delivery queue (ADR 205):
 * it marks up to `limit` rows of `table` matching `where` as taken (`set`, e.g. `reminded_1h_at` = now)
 * and answers `returning` of each (the id unless said), in one round trip. The candidates are locked with
 * SKIP LOCKED, in `table` only (`as` names it in `where`, `join` adds the tables the condition reads), so
 * concurrent claims never share a row, and `set` must make `where` false, so a row is never claimed again.
 * There is no lease and no retry: the claim commits with what the caller writes in the same transaction, or
 * neither does. Identifiers come from code; a job that needs more than the row in the same round trip puts
 * the statement in a `WITH claimed AS (…)` and joins.
 */
export function claimOnceStatement(claim: {
  table: string;
  as?: string;
  join?: SQL;
  set: Readonly<Record<string, SQL | Date | boolean>>;
  where: SQL;
  orderBy?: SQL;
  limit?: number;
  returning?: readonly string[];
}): SQL {
  const table = sql.identifier(claim.table);
  const alias = sql.identifier(claim.as ?? claim.table);
  const id = sql.identifier('id');
  const set = sql.join(
    Object.entries(claim.set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  );
  const returning = sql.join(
    (claim.returning ?? ['id']).map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`
    UPDATE ${table} SET ${set}
    WHERE ${id} IN (
      SELECT ${alias}.${id} FROM ${table} ${claim.as ? sql`AS ${alias}` : sql``} ${claim.join ?? sql``}
      WHERE ${claim.where}
      ${claim.orderBy ? sql`ORDER BY ${claim.orderBy}` : sql``}
      ${claim.limit === undefined ? sql`` : sql`LIMIT ${claim.limit}`}
      FOR UPDATE OF ${alias} SKIP LOCKED)
    RETURNING ${returning}`;
}
