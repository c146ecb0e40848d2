import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { ApiError, apiRequest, setAccessTokenSource, setUnauthorizedListener } from '@/lib/api-client.ts';

// The refresh call is the server's; here it answers as the server does for a session a
// second factor replaced.
vi.mock('./auth-api.ts', () => ({ refreshWithCookie: vi.fn() }));
const { refreshWithCookie } = await import('./auth-api.ts');
const { SessionStore } = await import('./session-store.ts');

const member = { id: 'member-1', email: 'ana@example.test', factors: [] } as unknown as Session['user'];
const sessionOf = (token: string) =>
  ({ access_token: token, expires_in: 900, expires_at: 0, user: member }) as Session;

/** One tab's sessionStorage: it outlives a reload of the tab (a new store), not the tab. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Web Locks as a browser grants them: one holder at a time, the others queued in order. */
function exclusiveLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: <T>(_name: string, work: () => Promise<T>): Promise<T> => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

describe('the session store', () => {
  beforeEach(() => vi.stubGlobal('navigator', { locks: exclusiveLocks() }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(refreshWithCookie).mockReset();
  });

  // Seen as a flaky journey (settings.spec.ts, turning on an authenticator app): a call answered 401 while
  // the second factor was being proved, the refresh it set off failed on the replaced session, and the member
  // was signed out the moment two-step verification was turned on.
  it('keeps the session a second factor gave, when a 401 asked for a refresh while the factor was proved', async () => {
    const store = new SessionStore();
    store.adopt(sessionOf('aal1'));
    let answerFactor!: (session: Session) => void;
    const proving = store.obtain(() => new Promise<Session>((resolve) => (answerFactor = resolve)));
    // The old session ends when the factor is proved; a refresh sent with its cookie would fail.
    vi.mocked(refreshWithCookie).mockImplementation(async () =>
      store.getAccessToken() === 'aal2'
        ? sessionOf('aal2, refreshed')
        : Promise.reject(new ApiError(401, 'unauthorized', 'Session ended')),
    );
    const refreshing = store.refresh({ isForced: true });
    await Promise.resolve();
    expect(refreshWithCookie).not.toHaveBeenCalled();

    answerFactor(sessionOf('aal2'));
    await proving;
    expect(await refreshing).toEqual({ kind: 'ok' });
    expect(store.getAccessToken()).toBe('aal2, refreshed');
  });

  // A.14: While the database is down the API answers a valid token with 503 and Retry-After. Only
  // a 401 may set off the session check that can sign the member out.
  describe('while the API answers 503 with Retry-After (its database is down)', () => {
    const unavailable = () =>
      new Response(JSON.stringify({ code: 'service_unavailable', message: 'Briefly unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      });
    afterEach(() => {
      setAccessTokenSource(() => null);
      setUnauthorizedListener(() => undefined);
    });

    it('keeps the member signed in when a member call answers 503, and asks for no session check', async () => {
      const store = new SessionStore();
      store.adopt(sessionOf('valid'));
      setAccessTokenSource(store.getAccessToken);
      setUnauthorizedListener(store.handleUnauthorized);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => unavailable()),
      );

      const failure = await apiRequest('/api/workshops/w1/bookings', { method: 'POST' }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 503, code: 'service_unavailable', retryAfterSeconds: 5 });
      expect((failure as ApiError).isTransient).toBe(true);
      expect(refreshWithCookie).not.toHaveBeenCalled();
      expect(store.getAccessToken()).toBe('valid');
    });

    it("keeps the session when the refresh itself answers 503, and retries after the server's Retry-After", async () => {
      const store = new SessionStore();
      store.adopt(sessionOf('valid'));
      vi.mocked(refreshWithCookie).mockRejectedValue(
        new ApiError(503, 'service_unavailable', 'Briefly unavailable', [], 5),
      );
      expect(await store.refresh({ isForced: true })).toEqual({ kind: 'transient', retryAfterSeconds: 5 });
      expect(store.getAccessToken()).toBe('valid');
    });

    it('signs out only on a definite answer: a refresh refused with 401', async () => {
      const store = new SessionStore();
      store.adopt(sessionOf('valid'));
      vi.mocked(refreshWithCookie).mockRejectedValue(new ApiError(401, 'unauthorized', 'Session ended'));
      expect(await store.refresh({ isForced: true })).toEqual({ kind: 'ended' });
      expect(store.getAccessToken()).toBeNull();
    });
  });

  // Reloading My Swaps offline sent the member to the sign-in page.
  describe('a reload while offline', () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    beforeEach(() => vi.stubGlobal('sessionStorage', tabStorage()));

    it('keeps the member this tab held, until the server answers again', async () => {
      new SessionStore().adopt(sessionOf('before the reload'));
      const reloaded = new SessionStore();
      vi.mocked(refreshWithCookie).mockImplementation(offline);
      expect(await reloaded.refresh({ isForced: true })).toMatchObject({ kind: 'transient' });
      expect(reloaded.getState()).toMatchObject({ held: null, offlineUser: { id: 'member-1' } });
      expect(reloaded.getAccessToken()).toBeNull();

      vi.mocked(refreshWithCookie).mockResolvedValue(sessionOf('back online'));
      expect(await reloaded.refresh({ isForced: false })).toEqual({ kind: 'ok' });
      expect(reloaded.getState()).toMatchObject({ offlineUser: null });
      expect(reloaded.getAccessToken()).toBe('back online');
    });

    it('keeps no one after sign-out, nor once the server says the session has ended', async () => {
      const before = new SessionStore();
      before.adopt(sessionOf('signed in'));
      before.clear();
      vi.mocked(refreshWithCookie).mockImplementation(offline);
      const afterSignOut = new SessionStore();
      await afterSignOut.refresh({ isForced: true });
      expect(afterSignOut.getState().offlineUser).toBeNull();

      new SessionStore().adopt(sessionOf('ended elsewhere'));
      const offlineTab = new SessionStore();
      await offlineTab.refresh({ isForced: true });
      expect(offlineTab.getState().offlineUser).toMatchObject({ id: 'member-1' });
      vi.mocked(refreshWithCookie).mockRejectedValue(new ApiError(401, 'unauthorized', 'Session ended'));
      expect(await offlineTab.refresh({ isForced: false })).toEqual({ kind: 'ended' });
      expect(offlineTab.getState().offlineUser).toBeNull();
      vi.mocked(refreshWithCookie).mockImplementation(offline);
      const next = new SessionStore();
      await next.refresh({ isForced: true });
      expect(next.getState().offlineUser).toBeNull();
    });
  });
});
