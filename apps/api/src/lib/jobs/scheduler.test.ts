import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createScheduler } from './scheduler.ts';

const logger = Fastify({ logger: { level: 'silent' } }).log;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background job scheduler', () => {
  it('runs each job again after its interval, never two runs of one job at once', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const scheduler = createScheduler(
      [
        {
          name: 'slow',
          intervalMs: 5,
          run: async () => {
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            runs += 1;
            await sleep(15);
            running -= 1;
          },
        },
      ],
      logger,
    );
    scheduler.start();
    for (let waited = 0; runs < 3 && waited < 3000; waited += 10) await sleep(10);
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(maxRunning).toBe(1);
  });

  it('keeps going after a job fails, and stop waits for the run in progress', async () => {
    let attempts = 0;
    let isFinished = false;
    const scheduler = createScheduler(
      [
        {
          name: 'flaky',
          intervalMs: 1,
          run: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('first run fails');
            // Long enough that stop() is called while this run is still going.
            await sleep(200);
            isFinished = true;
          },
        },
      ],
      logger,
    );
    scheduler.start();
    for (let waited = 0; attempts < 2 && waited < 2000; waited += 5) await sleep(5);
    await scheduler.stop();
    expect(attempts).toBe(2);
    expect(isFinished).toBe(true);
  });

  it('stop tells a run in progress to finish the item in hand and start no other', async () => {
    const handled: number[] = [];
    const scheduler = createScheduler(
      [
        {
          name: 'items',
          intervalMs: 1000,
          run: async (signal) => {
            for (let item = 1; item <= 10 && !signal.aborted; item += 1) {
              await sleep(30);
              handled.push(item);
            }
          },
        },
      ],
      logger,
    );
    scheduler.start();
    while (handled.length < 2) await sleep(5);
    await scheduler.stop();
    const atStop = handled.length;
    expect(atStop).toBeLessThanOrEqual(3);
    await sleep(100);
    expect(handled).toHaveLength(atStop);
  });

  it('wake runs a waiting job at once, and a running one again straight after', async () => {
    let runs = 0;
    let release = () => {};
    const scheduler = createScheduler(
      [
        {
          name: 'mail',
          intervalMs: 60 * 60 * 1000,
          run: async () => {
            runs += 1;
            if (runs === 2) await new Promise<void>((resolve) => (release = resolve));
          },
        },
      ],
      logger,
    );
    scheduler.start();
    for (let waited = 0; runs < 1 && waited < 2000; waited += 5) await sleep(5);
    expect(runs).toBe(1);
    // Waiting an hour for its next run: woken, it runs now.
    scheduler.wake('mail');
    for (let waited = 0; runs < 2 && waited < 2000; waited += 5) await sleep(5);
    expect(runs).toBe(2);
    // Woken while it runs (and a name no job has): one more run once this one ends, not an hour later.
    scheduler.wake('mail');
    scheduler.wake('no-such-job');
    release();
    for (let waited = 0; runs < 3 && waited < 2000; waited += 5) await sleep(5);
    expect(runs).toBe(3);
    await sleep(50);
    await scheduler.stop();
    expect(runs).toBe(3);
    scheduler.wake('mail');
    await sleep(20);
    expect(runs).toBe(3);
  });
});
