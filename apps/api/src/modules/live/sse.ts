import type { LiveEventRow } from './live.repository.ts';

/** The longest a stream stays open, whatever the token says: an access token lives 15 minutes. */
const maxLifetimeMs = 15 * 60 * 1000;
const minLifetimeMs = 1_000;

/**
 * One event in the text/event-stream format: its number, its name and one JSON data line, which names the
 * swap (`{"swapId": …}`), or for a `community` event the community (`{"communityId": …}`).
 */
export function formatEvent(event: LiveEventRow): string {
  const data = event.kind === 'community' ? { communityId: event.communityId } : { swapId: event.swapId };
  return `id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Told when the events after the client's Last-Event-ID are no longer kept. */
export function formatResync(): string {
  return `event: resync\ndata: {"swapId":null}\n\n`;
}

/** The Last-Event-ID header as an event number; null when absent or empty. */
export function readLastEventId(header: string | string[] | undefined): number | null | 'invalid' {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) return 'invalid';
  return Number(value);
}

/**
 * How long until the bearer token (already verified by the access check) expires, within 1 s and 15 min.
 * Its claims are read, not trusted anew: the signature was checked moments before.
 */
export function streamLifetimeMs(authorization: string | undefined, now: Date): number {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  let expiresAtMs = Number.NaN;
  try {
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof claims.exp === 'number') expiresAtMs = claims.exp * 1000;
  } catch {
    // Unreadable claims cannot happen after verification; the longest lifetime applies.
  }
  const remaining = Number.isFinite(expiresAtMs) ? expiresAtMs - now.getTime() : maxLifetimeMs;
  return Math.min(maxLifetimeMs, Math.max(minLifetimeMs, remaining));
}
