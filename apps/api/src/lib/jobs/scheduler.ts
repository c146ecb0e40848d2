import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-errors.ts';

export interface Job {
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** Answers true when there is more to do at once (a full batch), to run again without waiting. */
  run(): Promise<boolean | void>;
}

export interface Scheduler {
  start(): void;
  /** Stops scheduling and waits for runs in progress, so shutdown never cuts a job in half. */
  stop(): Promise<void>;
}

/**
 * Runs each job on its own timer, never two runs of one job at once in this process. Jobs keep their
 * state in PostgreSQL and claim work with row locks, so every server process can run the same scheduler.
 */
export function createScheduler(jobs: Job[], logger: FastifyBaseLogger): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let isStopped = true;

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
      try {
        hasMore = (await job.run()) === true;
      } catch (error) {
        // An outage is not a bug: say so once per run without raising an alarm for each job.
        const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
        logger[level]({ err: error, job: job.name }, 'background job failed; it will run again');
      }
    })();
    running.add(run);
    await run;
    running.delete(run);
    schedule(job, hasMore ? 0 : job.intervalMs);
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      for (const job of jobs) schedule(job, 0);
    },
    async stop() {
      isStopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
