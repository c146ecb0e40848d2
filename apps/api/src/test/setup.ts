import { afterEach, inject, vi } from 'vitest';
import { apiBundleVariable } from './api-bundle.ts';

// Server processes and operator commands the tests start run the API from the run's bundle.
process.env[apiBundleVariable] ??= inject('apiBundleFolder');

// A console.error during a test is a bug somewhere: fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls.slice();
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call) => String(call[0])).join('; ')}`);
});
