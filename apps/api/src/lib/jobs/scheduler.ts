import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-errors.ts';

export interface Job {
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /**
   * Answers true when there is more to do at once (a full batch), to run again without waiting. `signal`
   * aborts when the scheduler stops: a job working through items should finish the one in hand and
   * start no other.
   */
  run(signal: AbortSignal): Promise<boolean | void>;
}

/** Told of every finished run (for /metrics): the job's name, whether it threw, and how long it took. */
export type JobRunObserver = (name: string, outcome: 'ok' | 'failed', seconds: number) => void;

export interface Scheduler {
  start(): void;
  /**
   * Stops scheduling at once, tells runs in progress to start no new item, and waits for them, so shutdown
   * never cuts a job in half.
   */
  stop(): Promise<void>;
  /**
   * Runs a job now instead of at the end of its pause (new work arrived); a job that is running runs once
   * more straight after. Unknown names and a stopped scheduler are ignored.
   */
  wake(name: string): void;
}

/**
 * Runs each job on its own timer, never two runs of one job at once in this process. Jobs keep their
 * state in PostgreSQL and claim work with row locks, so every server process can run the same scheduler.
 */
export function createScheduler(
  jobs: Job[],
  logger: FastifyBaseLogger,
  onRun: JobRunObserver = () => undefined,
): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  /** Runs in progress, by the job's name: a shutdown waiting on them says which. */
  const running = new Map<Promise<void>, string>();
  /** Jobs woken while they ran: they run again at once. */
  const wokenWhileRunning = new Set<string>();
  let isStopped = true;
  let stopping = new AbortController();

  function schedule(job: Job, delayMs: number) {
    if (isStopped) return;
    timers.set(
      job.name,
      setTimeout(() => void runJob(job), delayMs),
    );
  }

  async function runJob(job: Job) {
    let hasMore = false;
    const run = (async () => {
      const startedAt = performance.now();
      let outcome: 'ok' | 'failed' = 'ok';
      try {
        hasMore = (await job.run(stopping.signal)) === true;
      } catch (error) {
        outcome = 'failed';
        // An outage is not a bug: say so once per run without raising an alarm for each job.
        const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
        logger[level]({ err: error, job: job.name }, 'background job failed; it will run again');
      }
      onRun(job.name, outcome, (performance.now() - startedAt) / 1000);
    })();
    running.set(run, job.name);
    await run;
    running.delete(run);
    const isWoken = wokenWhileRunning.delete(job.name);
    schedule(job, hasMore || isWoken ? 0 : job.intervalMs);
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      stopping = new AbortController();
      for (const job of jobs) schedule(job, 0);
    },
    async stop() {
      isStopped = true;
      stopping.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (running.size > 0) logger.info({ jobs: [...running.values()] }, 'waiting for the job runs in hand');
      await Promise.all(running.keys());
    },
    wake(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job || isStopped) return;
      if ([...running.values()].includes(name)) {
        wokenWhileRunning.add(name);
        return;
      }
      clearTimeout(timers.get(name));
      schedule(job, 0);
    },
  };
}
