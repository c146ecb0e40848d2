import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The probe's round trip: resolves when the database answers. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Records the probe of `minute` once, however many server processes probe it. */
export async function insertProbe(db: DbOrTx, probe: { minute: Date; isOk: boolean; latencyMs: number }) {
  await db.execute(sql`
    INSERT INTO status_probes (minute, is_ok, latency_ms)
    VALUES (${probe.minute}, ${probe.isOk}, ${probe.latencyMs})
    ON CONFLICT (minute) DO NOTHING`);
}

export async function findFirstProbeMinute(db: DbOrTx): Promise<Date | null> {
  const result = await db.execute<{ minute: string | Date | null }>(
    sql`SELECT min(minute) AS minute FROM status_probes`,
  );
  const minute = result.rows[0]?.minute;
  return minute ? new Date(minute) : null;
}

/** Minutes whose probe was ok in [from, to), by UTC day (`YYYY-MM-DD`). */
export async function countOkMinutesByDay(db: DbOrTx, from: Date, to: Date): Promise<Map<string, number>> {
  const result = await db.execute<{ day: string; n: string | number }>(sql`
    SELECT to_char(minute AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n
    FROM status_probes WHERE is_ok AND minute >= ${from} AND minute < ${to}
    GROUP BY 1`);
  return new Map(result.rows.map((row) => [row.day, Number(row.n)]));
}

export async function findLatestProbe(db: DbOrTx): Promise<{ minute: Date; isOk: boolean } | null> {
  const result = await db.execute<{ minute: string | Date; is_ok: boolean }>(sql`
    SELECT minute, is_ok FROM status_probes ORDER BY minute DESC LIMIT 1`);
  const row = result.rows[0];
  return row ? { minute: new Date(row.minute), isOk: row.is_ok } : null;
}

/** Minutes whose probe was ok in [from, to). */
export async function countOkMinutes(db: DbOrTx, from: Date, to: Date): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`
    SELECT count(*) AS n FROM status_probes WHERE is_ok AND minute >= ${from} AND minute < ${to}`);
  return Number(result.rows[0]?.n ?? 0);
}
