import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

describe('one action in flight at a time', () => {
  it('drops a second click while the first is in flight, and takes the next one after it ends', async () => {
    const run = createSingleFlight();
    let sent = 0;
    let finish: () => void = () => undefined;
    const accept = () =>
      new Promise<string>((resolve) => {
        sent += 1;
        finish = () => resolve('accepted');
      });
    const first = run(accept);
    const second = run(accept);
    expect(await second).toBeUndefined();
    finish();
    expect(await first).toBe('accepted');
    expect(sent).toBe(1);
    const third = run(accept);
    finish();
    expect(await third).toBe('accepted');
    expect(sent).toBe(2);
  });

  it('frees itself after a failure', async () => {
    const run = createSingleFlight();
    await expect(run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await run(() => Promise.resolve(1))).toBe(1);
  });
});
