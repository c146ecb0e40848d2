import { describe, expect, it } from 'vitest';
import { answerFloor } from './clock.ts';

describe('answerFloor', () => {
  it('is never reached before its milliseconds have passed on the monotonic clock', async () => {
    const shortfalls: number[] = [];
    for (let round = 0; round < 300; round += 1) {
      const ms = 1 + (round % 5);
      const started = performance.now();
      await answerFloor(ms).reached();
      const waited = performance.now() - started;
      if (waited < ms) shortfalls.push(ms - waited);
    }
    expect(shortfalls).toEqual([]);
  });
});
