import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { readDatabaseFigures } from './metrics.repository.ts';

/** What the server records for /metrics (ADR 57); one per app, so test apps in one process stay apart. */
export interface Metrics {
  readonly contentType: string;
  /** The one call on the request path: a histogram observation (its `_count` is the request counter). */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void;
  /** Passed to the scheduler: counts runs and failures per job. */
  recordJobRun(this: void, job: string, outcome: 'ok' | 'failed', seconds: number): void;
  /** Reads the database-side gauges (outbox, pool) and renders everything in Prometheus text format. */
  render(): Promise<string>;
}

const statusClasses = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

export function createMetrics(database: Database, clock: Clock): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'skillswap_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, and how long they took',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'skillswap_job_runs_total',
    help: 'Finished runs of each background job, failed ones included',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'skillswap_job_failures_total',
    help: 'Runs of each background job that threw',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobSeconds = new Counter({
    name: 'skillswap_job_run_seconds_total',
    help: 'Time spent running each background job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const outboxPending = new Gauge({
    name: 'skillswap_outbox_pending',
    help: 'Messages (mail and SMS) in the outbox still waiting to be delivered',
    registers: [registry],
  });
  const outboxOldestAge = new Gauge({
    name: 'skillswap_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message still waiting in the outbox (0 when none is)',
    registers: [registry],
  });
  const databaseInfo = new Gauge({
    name: 'skillswap_database_info',
    help: 'The database engine in use (always 1)',
    labelNames: ['engine'] as const,
    registers: [registry],
  });
  databaseInfo.set({ engine: database.kind }, 1);
  const databaseSize = new Gauge({
    name: 'skillswap_database_size_bytes',
    help: 'Size of the database as PostgreSQL reports it (pg_database_size)',
    registers: [registry],
  });
  const poolStats = database.poolStats;
  const pool = poolStats
    ? new Gauge({
        name: 'skillswap_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
      })
    : null;

  async function readDatabaseGauges() {
    const row = await readDatabaseFigures(database.db);
    outboxPending.set(Number(row.pending));
    const oldest = row.oldest === null ? null : new Date(row.oldest);
    outboxOldestAge.set(oldest ? Math.max(0, (clock.now().getTime() - oldest.getTime()) / 1000) : 0);
    databaseSize.set(Number(row.size));
    if (pool && poolStats) {
      const stats = poolStats();
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest(route, method, statusCode, seconds) {
      requests.observe(
        { route, method, status_class: statusClasses[Math.floor(statusCode / 100)] ?? 'other' },
        seconds,
      );
    },
    recordJobRun(job, outcome, seconds) {
      jobRuns.inc({ job });
      if (outcome === 'failed') jobFailures.inc({ job });
      jobSeconds.inc({ job }, seconds);
    },
    async render() {
      await readDatabaseGauges();
      return registry.metrics();
    },
  };
}
