import { describe, expect, it } from 'vitest';
import { describeLastUse } from './last-used.ts';

describe('when a session was last used, in words', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('calls anything within one token lifetime "Active now"', () => {
    expect(describeLastUse(ago(0), now)).toBe('Active now');
    expect(describeLastUse(ago(15 * 60_000), now)).toBe('Active now');
  });

  it('counts older uses in minutes, hours or days', () => {
    expect(describeLastUse(ago(40 * 60_000), now)).toMatch(/^Last active 40 minutes ago$/);
    expect(describeLastUse(ago(3 * 60 * 60_000), now)).toMatch(/^Last active 3 hours ago$/);
    expect(describeLastUse(ago(3 * 24 * 60 * 60_000), now)).toMatch(/^Last active 3 days ago$/);
  });
});
