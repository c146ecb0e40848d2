import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { databaseKind } from '../test/database.ts';
import { consumeRateLimit, enforceRateLimit, pruneRateLimits } from './rate-limit.ts';
import { AppError } from './errors.ts';

describe(`shared rate limits on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const start = new Date('2026-03-01T12:00:00Z');

  it('allows up to the limit in a window, then refuses with the seconds until it resets', async () => {
    const rule = { key: 'contact:ip:1', limit: 3, windowMs: 60_000 };
    for (let hit = 0; hit < 3; hit += 1) {
      expect(await consumeRateLimit(database.db, { ...rule, now: start })).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    const later = new Date(start.getTime() + 15_000);
    expect(await consumeRateLimit(database.db, { ...rule, now: later })).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    const nextWindow = new Date(start.getTime() + 60_000);
    expect((await consumeRateLimit(database.db, { ...rule, now: nextWindow })).allowed).toBe(true);
  });

  it('counts exactly under concurrent requests', async () => {
    const rule = { key: 'swap:member:2', limit: 10, windowMs: 60_000, now: start };
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(database.db, rule)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
  });

  it('keeps separate keys apart', async () => {
    const base = { limit: 1, windowMs: 60_000, now: start };
    expect((await consumeRateLimit(database.db, { ...base, key: 'a' })).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, { ...base, key: 'b' })).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, { ...base, key: 'a' })).allowed).toBe(false);
  });

  it('throws a 429 "Rate limit exceeded" with Retry-After once the limit is passed', async () => {
    const rule = { key: 'contact:ip:3', limit: 1, windowMs: 30_000, now: start };
    await enforceRateLimit(database.db, rule);
    const error = await enforceRateLimit(database.db, rule).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limit_exceeded',
      message: 'Rate limit exceeded',
      headers: { 'retry-after': '30' },
    });
  });

  it('forgets windows that have passed', async () => {
    await consumeRateLimit(database.db, { key: 'old', limit: 1, windowMs: 1000, now: start });
    await pruneRateLimits(database.db, new Date(start.getTime() + 120_000));
    const left = await database.db.execute<{ key: string }>(`SELECT key FROM rate_limits WHERE key = 'old'`);
    expect(left.rows).toHaveLength(0);
  });
});
