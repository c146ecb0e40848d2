import { describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { holdSession, isDueForRefresh } from './session-expiry.ts';

const session = { expires_in: 900, expires_at: 0 } as Session;

describe('session expiry', () => {
  it('counts from expires_in on arrival, whatever the server clock said', () => {
    expect(holdSession(session, 1_000).expiresAtMs).toBe(901_000);
  });

  it('is due for refresh with 90 seconds or less left, not before', () => {
    const held = holdSession(session, 0);
    expect(isDueForRefresh(held, 809_999)).toBe(false);
    expect(isDueForRefresh(held, 810_000)).toBe(true);
    expect(isDueForRefresh(held, 2_000_000)).toBe(true);
  });
});
