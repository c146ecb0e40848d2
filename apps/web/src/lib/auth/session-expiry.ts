import type { Session } from '@skillswap/contracts/auth/schemas';

/** The refresh loop checks this often while the tab is visible (docs/auth-threat-model.md A5). */
export const refreshTickMs = 30_000;
/** A session with this much time left, or less, is refreshed on the next tick. */
export const refreshMarginMs = 90_000;

/** A session as held in memory, with its expiry on this browser's clock. */
export interface HeldSession {
  session: Session;
  /**
   * Computed from `expires_in` when the session arrived, not from the server's `expires_at`, so a
   * wrong clock on this device cannot make the tab refresh too late or in a loop.
   */
  expiresAtMs: number;
}

export function holdSession(session: Session, nowMs = Date.now()): HeldSession {
  return { session, expiresAtMs: nowMs + session.expires_in * 1000 };
}

export function isDueForRefresh(held: HeldSession, nowMs = Date.now()): boolean {
  return held.expiresAtMs - nowMs <= refreshMarginMs;
}
