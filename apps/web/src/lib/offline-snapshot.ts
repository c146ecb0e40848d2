import type { AuthUser } from '@skillswap/contracts/auth/schemas';

// What lets a signed-in member reload a page while offline and still see it (ADR 170): who
// they are and what the tab had loaded, kept in this tab's sessionStorage. No token is kept, so nothing here
// can call the API; the tab forgets it at sign-out, and the browser when the tab closes, so a shared device
// keeps no one's data (the service worker still never caches the API, ADR 104).

const memberKey = 'skillswap.offline.member';
const queriesKey = 'skillswap.offline.queries';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Storage switched off in the browser's settings.
  }
}

function write(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the tab goes on without an offline copy.
  }
}

function read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = storage()?.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Remembers the member this tab holds a session for. */
export const rememberMember = (user: AuthUser) => write(memberKey, user);

/** The member this tab last held a session for, when it has not signed out since. */
export const rememberedMember = () =>
  read(memberKey, (value): value is AuthUser => isObject(value) && typeof value.id === 'string');

/** Keeps what the tab has loaded (React Query's dehydrated state) for an offline reload. */
export const rememberQueries = (state: unknown) => write(queriesKey, state);

export const rememberedQueries = () =>
  read(
    queriesKey,
    (value): value is { queries: unknown[] } => isObject(value) && Array.isArray(value.queries),
  );

/** Forgets both: at sign-out, or when the session turns out to have ended. */
export function forgetOfflineSnapshot() {
  try {
    storage()?.removeItem(memberKey);
    storage()?.removeItem(queriesKey);
  } catch {
    // Nothing was kept.
  }
}
