import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusReport } from '@skillswap/contracts/status/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { recordStatusProbe } from './status.service.ts';
import { inject } from '../../test/inject.ts';
import { statusRoutes } from '@skillswap/contracts/status/routes';

const minuteMs = 60_000;

describe(`the public status page, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-25T00:00:10Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
  }, 60_000);
  afterAll(() => harness?.close());

  const readStatus = async () => {
    const response = await inject(harness.app, statusRoutes.getStatus);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: StatusReport }>().data;
  };
  const probe = () => recordStatusProbe(harness.database.db, () => clock.now());
  /**
   * `count` minutes probed ok from the clock's minute on, written at once (the probe itself is tested above).
   */
  async function recordProbedMinutes(count: number) {
    const from = new Date(Math.floor(clock.now().getTime() / minuteMs) * minuteMs);
    await harness.database.db.execute(sql`
      INSERT INTO status_probes (minute, is_ok, latency_ms)
      SELECT ${from}::timestamptz + make_interval(mins => n), true, 1 FROM generate_series(0, ${count - 1}) AS n`);
    clock.advance(count * minuteMs);
  }

  it('counts nothing before the first probe, and states the Enterprise SLA', async () => {
    const status = await readStatus();
    expect(status.isUp).toBe(false);
    expect(status.days).toHaveLength(90);
    expect(status.days.at(-1)).toMatchObject({ day: '2026-11-25', minutes: 0, availabilityPercent: null });
    expect(status.month).toMatchObject({
      month: '2026-11',
      minutes: 0,
      availabilityPercent: null,
      isSlaMet: null,
    });
    expect(status.sla).toMatchObject({ monthlyAvailabilityPercent: 99.9, creditPercentOfMonthlyFee: 10 });
  });

  it('counts a minute with no probe as down, and probes from several runs in a minute once', async () => {
    // 10 minutes probed, twice each (two processes), then 10 minutes when no process ran, then 980 probed.
    for (let minute = 0; minute < 10; minute += 1) {
      await probe();
      clock.advance(20_000);
      await probe();
      clock.advance(40_000);
    }
    clock.advance(10 * minuteMs);
    await recordProbedMinutes(980);
    const status = await readStatus();
    expect(status.isUp).toBe(true);
    expect(status.days.at(-1)).toMatchObject({ minutes: 1000, minutesUp: 990, availabilityPercent: 99 });
    expect(status.days.at(-2)).toMatchObject({ minutes: 0, availabilityPercent: null });
    expect(status.month).toMatchObject({
      minutes: 1000,
      minutesUp: 990,
      availabilityPercent: 99,
      isSlaMet: false,
    });
  });

  it('reports a day with no probe at all as fully down, and the month below its SLA', async () => {
    clock.set(new Date('2026-11-27T00:00:00Z'));
    await probe();
    clock.advance(30_000);
    const status = await readStatus();
    expect(status.days.at(-2)).toMatchObject({
      day: '2026-11-26',
      minutes: 1440,
      minutesUp: 0,
      availabilityPercent: 0,
    });
    expect(status.days.at(-1)).toMatchObject({ day: '2026-11-27', minutes: 0 });
    expect(status.isUp).toBe(true);
    expect(status.month.minutes).toBe(1000 + 440 + 1440);
  });
});
