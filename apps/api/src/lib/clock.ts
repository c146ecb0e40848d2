import { setTimeout as sleep } from 'node:timers/promises';

/** Time source for rules that depend on "now"; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function createManualClock(start = new Date('2026-01-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

/**
 * A moment `ms` from now on the monotonic clock, and a wait until it has passed. Node's timers count from the
 * event loop's cached time, so a plain `setTimeout(ms)` can wake a millisecond before `ms` have passed as
 * `performance.now()` measures them; `reached()` waits again until they truly have. Used for answers that
 * must take no less than a floor (sign-up, password reset), whatever path they took.
 */
export function answerFloor(ms: number) {
  const answerAt = performance.now() + ms;
  return {
    async reached(): Promise<void> {
      for (let left = answerAt - performance.now(); left > 0; left = answerAt - performance.now())
        await sleep(Math.ceil(left));
    },
  };
}
