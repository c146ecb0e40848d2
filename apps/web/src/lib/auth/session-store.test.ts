import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@skillswap/contracts/auth';
import { ApiError } from '@/lib/api-client.ts';

// The refresh call is the server's; here it answers as the server does for a session a second factor replaced.
vi.mock('./auth-api.ts', () => ({ refreshWithCookie: vi.fn() }));
const { refreshWithCookie } = await import('./auth-api.ts');
const { SessionStore } = await import('./session-store.ts');

const sessionOf = (token: string) => ({ access_token: token, expires_in: 900, expires_at: 0 }) as Session;

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

  // Seen as a flaky journey (settings.spec.ts, turning on an authenticator app): a call answered 401 while the
  // second factor was being proved, the refresh it set off failed on the replaced session, and the member was
  // signed out the moment two-step verification was turned on.
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
});
