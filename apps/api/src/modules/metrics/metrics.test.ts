import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { outbox } from '../../db/schema/index.ts';
import { createBackgroundJobs } from '../../jobs/background-jobs.ts';
import { createScheduler } from '../../lib/jobs/scheduler.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { inject } from '../../test/inject.ts';
import { healthRoutes } from '@skillswap/contracts/health/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

const token = 'metrics-token-for-tests-0123456789';

/** The value of one sample line, e.g. `name{label="x"} 3`, or undefined when the line is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function waitFor(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

describe('METRICS_TOKEN configuration', () => {
  it('is off when unset or empty, and refuses a short token or one with spaces, naming the variable', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(/METRICS_TOKEN/);
  });
});

describe(`GET /metrics without METRICS_TOKEN on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(async () => harness.close());

  it('answers 404 like any unknown path, with or without a bearer token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const response = await harness.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe(`GET /metrics with METRICS_TOKEN on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const scrape = async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  beforeAll(async () => {
    harness = await createTestApp({ config: { METRICS_TOKEN: token } });
  });
  afterAll(async () => harness.close());

  it('answers 401 without a token, with a wrong one, or with another scheme', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Basic ${token}` },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const response = await harness.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.body).not.toContain('skillswap_');
    }
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    const before = sample(
      (await scrape()).body,
      'skillswap_http_request_duration_seconds_count{route="/api/health",method="GET",status_class="2xx"}',
    );
    expect((await inject(harness.app, healthRoutes.checkLiveness)).statusCode).toBe(200);
    expect((await inject(harness.app, healthRoutes.checkLiveness)).statusCode).toBe(200);
    const missingId = randomUUID();
    const profile = await inject(harness.app, profileRoutes.getProfile, { params: { id: missingId } });
    expect(profile.statusCode).toBe(404);
    await harness.app.inject({ method: 'GET', url: `/api/no-such-route/${missingId}` });

    const response = await scrape();
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(
      sample(
        text,
        'skillswap_http_request_duration_seconds_count{route="/api/health",method="GET",status_class="2xx"}',
      ),
    ).toBe((before ?? 0) + 2);
    expect(
      sample(
        text,
        'skillswap_http_request_duration_seconds_count{route="/api/profiles/:id",method="GET",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'skillswap_http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'skillswap_http_request_duration_seconds_bucket{le="0.005",route="/api/health",method="GET",status_class="2xx"}',
    );
    expect(text).not.toContain(missingId);
    expect(text).toContain(`skillswap_database_info{engine="${harness.database.kind}"} 1`);
    expect(sample(text, 'skillswap_database_size_bytes')).toBeGreaterThan(0);
    if (harness.database.kind === 'postgres') {
      expect(sample(text, 'skillswap_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'skillswap_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('skillswap_db_pool_connections');
    }
  });

  it('shows the outbox depth and the age of its oldest pending message, then the job runs that drained it', async () => {
    const emptyOutbox = (await scrape()).body;
    expect(sample(emptyOutbox, 'skillswap_outbox_pending')).toBe(0);
    expect(sample(emptyOutbox, 'skillswap_outbox_oldest_pending_age_seconds')).toBe(0);

    const now = harness.app.deps.clock.now().getTime();
    await harness.database.db.insert(outbox).values([
      { recipient: 'a@mail.test', subject: 'Old', bodyText: 'x', createdAt: new Date(now - 600_000) },
      { recipient: 'b@mail.test', subject: 'New', bodyText: 'y', createdAt: new Date(now - 1_000) },
      {
        recipient: 'c@mail.test',
        subject: 'Gone',
        bodyText: 'z',
        status: 'sent',
        createdAt: new Date(now - 9e6),
      },
    ]);
    const queued = (await scrape()).body;
    expect(sample(queued, 'skillswap_outbox_pending')).toBe(2);
    const age = sample(queued, 'skillswap_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);

    const jobs = createBackgroundJobs({
      config: harness.config,
      database: harness.database,
      clock: harness.app.deps.clock,
      logger: harness.app.log,
      onJobRun: harness.app.metrics!.recordJobRun,
    });
    jobs.start();
    try {
      await waitFor(async () => {
        const text = (await scrape()).body;
        return (
          sample(text, 'skillswap_outbox_pending') === 0 &&
          (sample(text, 'skillswap_job_runs_total{job="deliver-outbox"}') ?? 0) >= 1
        );
      });
    } finally {
      await jobs.stop();
    }
    const drained = (await scrape()).body;
    expect(sample(drained, 'skillswap_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sample(drained, 'skillswap_job_failures_total{job="deliver-outbox"}')).toBeUndefined();
    expect(sample(drained, 'skillswap_job_runs_total{job="purge-deleted-members"}')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('counts a job that throws as a run and a failure', async () => {
    const scheduler = createScheduler(
      [
        {
          name: 'always-fails',
          intervalMs: 60_000,
          run: () => Promise.reject(new Error('boom')),
        },
      ],
      harness.app.log,
      harness.app.metrics!.recordJobRun,
    );
    scheduler.start();
    try {
      await waitFor(
        async () => sample((await scrape()).body, 'skillswap_job_failures_total{job="always-fails"}') === 1,
      );
    } finally {
      await scheduler.stop();
    }
    expect(sample((await scrape()).body, 'skillswap_job_runs_total{job="always-fails"}')).toBe(1);
  });
});
