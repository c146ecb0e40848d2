import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { createManualClock } from '../clock.ts';
import { nextAttemptAt, type RetryPolicy } from './queue.ts';
import { claimDue, claimOnceStatement, queueTable, renewLease, settleClaim } from './queue.repository.ts';

/** A queue of its own for these tests, with two columns named otherwise, as a descriptor allows. */
const jobs = queueTable('queue_test_jobs', { nextAttemptAt: 'run_after', lockedUntil: 'lease_ends' });
const returning = ['id', 'claim_id', 'attempts', 'label'] as const;

type JobRow = { id: string | number; claim_id: string; attempts: number; label: string };
const claimOf = (row: JobRow) => ({ id: Number(row.id), claimId: row.claim_id });

describe(`lib/queue on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let clock: ReturnType<typeof createManualClock>;
  const leaseMs = 60_000;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      CREATE TABLE queue_test_jobs (
        id bigserial PRIMARY KEY,
        label text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        run_after timestamptz NOT NULL,
        lease_ends timestamptz,
        claim_id uuid,
        last_error text
      )`);
    // The claim-once jobs' shape: reminders due at a time, read with the group they belong to.
    await database.db.execute(sql`
      CREATE TABLE queue_test_groups (id serial PRIMARY KEY, active boolean NOT NULL DEFAULT true)`);
    await database.db.execute(sql`
      CREATE TABLE queue_test_reminders (
        id bigserial PRIMARY KEY,
        group_id integer NOT NULL REFERENCES queue_test_groups (id),
        label text NOT NULL,
        due_at timestamptz NOT NULL,
        reminded_at timestamptz,
        claims integer NOT NULL DEFAULT 0
      )`);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM queue_test_jobs`);
    await database.db.execute(sql`DELETE FROM queue_test_reminders`);
    await database.db.execute(sql`DELETE FROM queue_test_groups`);
    clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
  });

  const add = async (count: number) => {
    for (let n = 0; n < count; n += 1) {
      await database.db.execute(
        sql`INSERT INTO queue_test_jobs (label, run_after) VALUES (${`job ${n}`}, ${clock.now()})`,
      );
    }
  };
  const claim = (limit: number, db: DbOrTx = database.db) =>
    claimDue<JobRow>(db, jobs, { now: clock.now(), leaseMs, limit, returning });
  const rows = async () =>
    (
      await database.db.execute<{
        id: string | number;
        status: string;
        attempts: number;
        run_after: string | Date;
        claim_id: string | null;
        last_error: string | null;
      }>(sql`SELECT id, status, attempts, run_after, claim_id, last_error FROM queue_test_jobs ORDER BY id`)
    ).rows.map((row) => ({ ...row, id: Number(row.id), runAfter: new Date(row.run_after) }));

  it('gives each row to one worker when several claim at once, and every row to some worker', async () => {
    await add(40);
    const worker = async () => {
      const mine: number[] = [];
      for (let batch = await claim(3); batch.length > 0; batch = await claim(3)) {
        mine.push(...batch.map((row) => Number(row.id)));
      }
      return mine;
    };
    const claimed = (await Promise.all([worker(), worker(), worker(), worker()])).flat();
    const all = (await rows()).map((row) => row.id);
    expect([...claimed].sort((a, b) => a - b)).toEqual(all);
    expect(new Set(claimed).size).toBe(40);
    expect((await rows()).every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true);
  });

  it.runIf(databaseKind === 'postgres')(
    'skips the rows another worker is claiming in an open transaction instead of waiting for them',
    async () => {
      await add(4);
      const [first, second] = await database.db.transaction(async (tx) => {
        const held = await claim(2, tx);
        // Another connection, while this transaction still holds its rows.
        const other = await claim(4);
        return [held, other];
      });
      expect(first).toHaveLength(2);
      expect(second).toHaveLength(2);
      const firstIds = first.map((row) => Number(row.id));
      expect(second.some((row) => firstIds.includes(Number(row.id)))).toBe(false);
    },
  );

  it('hands a row whose lease ran out to the next worker, and only the new claim records the outcome', async () => {
    await add(1);
    const [first] = await claim(1);
    clock.advance(leaseMs - 1);
    expect(await claim(1)).toEqual([]);
    clock.advance(1);
    const [second] = await claim(1);
    expect(Number(second!.id)).toBe(Number(first!.id));
    expect(second!.claim_id).not.toBe(first!.claim_id);
    expect(second!.attempts).toBe(2);

    expect(await renewLease(database.db, jobs, claimOf(first!), clock.now())).toBe(false);
    expect(await settleClaim(database.db, jobs, claimOf(first!), { status: 'done' })).toBe(false);
    expect((await rows())[0]).toMatchObject({ status: 'sending', claim_id: second!.claim_id });

    expect(await settleClaim(database.db, jobs, claimOf(second!), { status: 'done' })).toBe(true);
    expect((await rows())[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps a renewed lease from being reclaimed', async () => {
    await add(1);
    const [held] = await claim(1);
    clock.advance(leaseMs / 2);
    const leaseEnds = new Date(clock.now().getTime() + leaseMs);
    expect(await renewLease(database.db, jobs, claimOf(held!), leaseEnds)).toBe(true);
    clock.advance(leaseMs / 2);
    expect(await claim(1)).toEqual([]);
    clock.advance(leaseMs / 2);
    expect(await claim(1)).toHaveLength(1);
  });

  /** Claims the one job when it is due, fails it under `policy`, and answers the row as recorded. */
  const failOnce = async (policy: RetryPolicy, random?: () => number) => {
    clock.set((await rows())[0]!.runAfter);
    const [row] = await claim(1);
    const failedAt = clock.now();
    const retryAt = nextAttemptAt(row!.attempts, failedAt, policy, random ? { random } : {});
    await settleClaim(database.db, jobs, claimOf(row!), {
      status: retryAt ? 'pending' : 'failed',
      retryAt,
      set: sql`last_error = ${`attempt ${row!.attempts} failed`}`,
    });
    return { failedAt, row: (await rows())[0]! };
  };

  it('waits twice as long after each failed attempt, up to the cap', async () => {
    await add(1);
    const policy = { baseMs: 10_000, maxMs: 60_000 };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { failedAt, row } = await failOnce(policy);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        last_error: `attempt ${attempt} failed`,
      });
      waits.push(row.runAfter.getTime() - failedAt.getTime());
      // Not due before its time.
      clock.set(new Date(row.runAfter.getTime() - 1));
      expect(await claim(1)).toEqual([]);
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('spreads retries by up to the jitter share of the wait', async () => {
    await add(1);
    const policy = { baseMs: 10_000, jitter: 0.5 };
    const first = await failOnce(policy, () => 0.5);
    expect(first.row.runAfter.getTime() - first.failedAt.getTime()).toBe(12_500);
    const second = await failOnce(policy, () => 0.999);
    expect(second.row.runAfter.getTime() - second.failedAt.getTime()).toBe(29_990);
  });

  it('gives up after the most attempts allowed, and never claims the row again', async () => {
    await add(1);
    const policy = { baseMs: 1_000, maxAttempts: 3 };
    expect((await failOnce(policy)).row).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await failOnce(policy)).row).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await failOnce(policy)).row).toMatchObject({ status: 'failed', attempts: 3 });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await claim(1)).toEqual([]);
  });

  it('gives up when the next attempt would fall after the give-up time', async () => {
    const giveUpAt = new Date(clock.now().getTime() + 25_000);
    const policy = { baseMs: 10_000 };
    expect(nextAttemptAt(1, clock.now(), policy, { giveUpAt })).toEqual(
      new Date(giveUpAt.getTime() - 15_000),
    );
    expect(nextAttemptAt(2, new Date(clock.now().getTime() + 10_000), policy, { giveUpAt })).toBeNull();
  });

  describe('claimOnceStatement', () => {
    /** Adds a group (active or not) with `count` reminders due at `dueAt`; answers the reminders' ids. */
    const addReminders = async (count: number, options: { dueAt?: Date; active?: boolean } = {}) => {
      const group = await database.db.execute<{ id: number }>(
        sql`INSERT INTO queue_test_groups (active) VALUES (${options.active ?? true}) RETURNING id`,
      );
      const ids: number[] = [];
      for (let n = 0; n < count; n += 1) {
        const row = await database.db.execute<{ id: string | number }>(sql`
          INSERT INTO queue_test_reminders (group_id, label, due_at)
          VALUES (${group.rows[0]!.id}, ${`reminder ${n}`}, ${options.dueAt ?? clock.now()}) RETURNING id`);
        ids.push(Number(row.rows[0]!.id));
      }
      return ids;
    };
    /** Claims up to `limit` due reminders of active groups, as a reminder job does; answers their ids. */
    const claimReminders = async (limit: number, db: DbOrTx = database.db) => {
      const result = await db.execute<{ id: string | number; label: string }>(
        claimOnceStatement({
          table: 'queue_test_reminders',
          as: 'r',
          join: sql`JOIN queue_test_groups g ON g.id = r.group_id`,
          set: { reminded_at: clock.now(), claims: sql`claims + 1` },
          where: sql`g.active AND r.reminded_at IS NULL AND r.due_at <= ${clock.now()}`,
          orderBy: sql`r.due_at, r.id`,
          limit,
          returning: ['id', 'label'],
        }),
      );
      // An UPDATE answers its rows in no set order: sorted here.
      return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    };
    const reminders = async () =>
      (
        await database.db.execute<{ id: string | number; reminded_at: string | Date | null; claims: number }>(
          sql`SELECT id, reminded_at, claims FROM queue_test_reminders ORDER BY id`,
        )
      ).rows.map((row) => ({ id: Number(row.id), remindedAt: row.reminded_at, claims: row.claims }));

    it('gives each due row to one of several concurrent claimers, and none twice', async () => {
      const due = await addReminders(30);
      const later = await addReminders(3, { dueAt: new Date(clock.now().getTime() + 60_000) });
      const inactive = await addReminders(3, { active: false });
      const worker = async () => {
        const mine: number[] = [];
        for (let batch = await claimReminders(4); batch.length > 0; batch = await claimReminders(4)) {
          mine.push(...batch);
        }
        return mine;
      };
      const claimed = (await Promise.all([worker(), worker(), worker(), worker()])).flat();
      expect([...claimed].sort((a, b) => a - b)).toEqual(due);
      expect(await claimReminders(100)).toEqual([]);

      const rows = await reminders();
      expect(rows.filter((row) => row.claims === 1).map((row) => row.id)).toEqual(due);
      expect(rows.filter((row) => row.remindedAt === null).map((row) => row.id)).toEqual([
        ...later,
        ...inactive,
      ]);
      // Once due, the later ones are claimed, once; the claimed ones are not claimed again.
      clock.advance(60_000);
      expect(await claimReminders(100)).toEqual(later);
      expect(await claimReminders(100)).toEqual([]);
      expect((await reminders()).every((row) => row.claims <= 1)).toBe(true);
    });

    it('claims the earliest rows first, at most the limit', async () => {
      const late = await addReminders(2);
      clock.advance(-60_000);
      const early = await addReminders(2);
      clock.advance(60_000);
      expect(await claimReminders(3)).toEqual([late[0], ...early]);
      expect(await claimReminders(3)).toEqual([late[1]]);
    });

    it('leaves a row to the next claim when the transaction that claimed it rolls back', async () => {
      const [id] = await addReminders(1);
      await expect(
        database.db.transaction(async (tx) => {
          expect(await claimReminders(1, tx)).toEqual([id]);
          throw new Error('the reminder could not be queued');
        }),
      ).rejects.toThrow('the reminder could not be queued');
      expect(await claimReminders(1)).toEqual([id]);
    });

    it.runIf(databaseKind === 'postgres')(
      'skips the rows another transaction is claiming, and locks no row of the joined tables',
      async () => {
        const ids = await addReminders(4);
        const [held, other] = await database.db.transaction(async (tx) => {
          const mine = await claimReminders(2, tx);
          // Another connection, while this transaction still holds its rows.
          return [mine, await claimReminders(4)];
        });
        expect(held).toEqual(ids.slice(0, 2));
        expect(other).toEqual(ids.slice(2));

        // A job elsewhere holding the group's row neither hides its reminders nor makes the claim wait.
        const more = await addReminders(2);
        const claimed = await database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM queue_test_groups FOR UPDATE`);
          return claimReminders(4);
        });
        expect(claimed).toEqual(more);
      },
    );
  });
});
