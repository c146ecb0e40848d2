import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusReport } from '@skillswap/contracts/status/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { inject } from '../../test/inject.ts';
import { statusRoutes } from '@skillswap/contracts/status/routes';

// The SLA's monthly figure (ADR 143): each of the last three whole UTC months, counted from
// the recorded probes as the days are (ADR 101): a minute without a probe is down, before the first probe
// is not counted.

describe(`the status page's monthly availability, on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-04-10T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
  }, 60_000);
  afterAll(() => harness?.close());

  const readMonths = async () => {
    const response = await inject(harness.app, statusRoutes.getStatus);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: StatusReport }>().data.months;
  };
  /** Every minute of [from, to) probed, ok or not. */
  const probe = (from: string, to: string, isOk = true) =>
    harness.database.db.execute(sql`
      INSERT INTO status_probes (minute, is_ok, latency_ms)
      SELECT minute, ${isOk}, 1
      FROM generate_series(${from}::timestamptz, ${to}::timestamptz - interval '1 minute', interval '1 minute')
        AS minute
      ON CONFLICT (minute) DO NOTHING`);

  it('shows the last three whole months as not measured before any probe', async () => {
    expect(await readMonths()).toEqual(
      ['2026-01', '2026-02', '2026-03'].map((month) => ({
        month,
        minutes: 0,
        minutesUp: 0,
        availabilityPercent: null,
        isSlaMet: null,
      })),
    );
  });

  it('counts from the first probe, minutes without a probe and failed probes as down', async () => {
    // January: measured from the 15th (the first probe), every minute up.
    await probe('2026-01-15T00:00:00Z', '2026-02-01T00:00:00Z');
    // February: one hour with no probe at all (no process ran): 99.851%, below the SLA.
    await probe('2026-02-01T00:00:00Z', '2026-02-10T00:00:00Z');
    await probe('2026-02-10T01:00:00Z', '2026-03-01T00:00:00Z');
    // March: 20 minutes unrecorded and 20 probed as failed: 44,600 of 44,640 minutes, 99.910%, met.
    await probe('2026-03-01T00:00:00Z', '2026-03-20T00:00:00Z');
    await probe('2026-03-20T00:00:00Z', '2026-03-20T00:20:00Z', false);
    await probe('2026-03-20T00:40:00Z', '2026-04-01T00:00:00Z');
    // April so far is not one of the three.
    await probe('2026-04-01T00:00:00Z', '2026-04-01T01:00:00Z');

    expect(await readMonths()).toEqual([
      {
        month: '2026-01',
        minutes: 17 * 1440,
        minutesUp: 17 * 1440,
        availabilityPercent: 100,
        isSlaMet: true,
      },
      {
        month: '2026-02',
        minutes: 28 * 1440,
        minutesUp: 28 * 1440 - 60,
        availabilityPercent: 99.851,
        isSlaMet: false,
      },
      {
        month: '2026-03',
        minutes: 31 * 1440,
        minutesUp: 31 * 1440 - 40,
        availabilityPercent: 99.91,
        isSlaMet: true,
      },
    ]);
  });

  it('rounds down, so a month just under 99.9% never shows as meeting it', async () => {
    // March loses 5 more minutes (probes deleted as if never written): 44,595 of 44,640 = 99.8991…%.
    await harness.database.db.execute(sql`
      DELETE FROM status_probes WHERE minute >= '2026-03-25T00:00:00Z' AND minute < '2026-03-25T00:05:00Z'`);
    const march = (await readMonths()).at(-1)!;
    expect(march).toMatchObject({ minutesUp: 31 * 1440 - 45, availabilityPercent: 99.899, isSlaMet: false });
  });
});
