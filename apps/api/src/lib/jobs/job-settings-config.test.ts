import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  MAIL_TRANSPORT: 'log',
};

describe('shutdown and background job settings', () => {
  it('SHUTDOWN_TIMEOUT_MS defaults to 10 s and refuses what is not a sensible number of milliseconds', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).SHUTDOWN_TIMEOUT_MS).toBe(2500);
    for (const bad of ['0', '-1', 'soon', '1.5']) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: bad })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    }
  });

  it('JOB_INTERVAL_MS is for tests: validated, and refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', JOB_INTERVAL_MS: '200' }).JOB_INTERVAL_MS).toBe(200);
    expect(loadConfig({}).JOB_INTERVAL_MS).toBeUndefined();
    expect(() => loadConfig({ JOB_INTERVAL_MS: '1' })).toThrow(/JOB_INTERVAL_MS/);
    expect(loadConfig(production).JOB_INTERVAL_MS).toBeUndefined();
    expect(() => loadConfig({ ...production, JOB_INTERVAL_MS: '200' })).toThrow(
      /JOB_INTERVAL_MS: a test setting/,
    );
  });
});
