import type { AuthUser, Session } from '@skillswap/contracts/auth/schemas';
import { sessionHintCookie } from '@skillswap/contracts/shared/http';
import { ApiError } from '@/lib/api-client.ts';
import { forgetOfflineSnapshot, rememberedMember, rememberMember } from '@/lib/offline-snapshot.ts';
import { getAssurance, needsSecondFactor } from './assurance.ts';
import { refreshWithCookie } from './auth-api.ts';
import { openTabChannel, withRefreshLock, type TabChannel, type TabMessage } from './cross-tab.ts';
import { startRefreshLoop, type RefreshOutcome } from './refresh-loop.ts';
import { holdSession, isDueForRefresh, type HeldSession } from './session-expiry.ts';

/** At most one session check per this long after 401s, however many calls fail together. */
const recheckCooldownMs = 10_000;

export interface AuthState {
  held: HeldSession | null;
  /**
   * The member this tab held before a reload, while their session cannot be checked (offline, or the server
   * unreachable): pages show what the tab had loaded, and the session is restored as soon as
   * the server answers.
   */
  offlineUser: AuthUser | null;
  /** True until the first session check has answered (the spec's auth-loading flag). */
  isLoading: boolean;
}

/** False when the server has left no session in this browser, so a first visit skips the restore call. */
function mayHaveSession(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split('; ').includes(`${sessionHintCookie.name}=${sessionHintCookie.value}`);
}

/**
 * The one session of this tab, in memory, kept fresh by the refresh loop and in step with the other
 * tabs. React reads it through useSyncExternalStore; nothing here depends on React.
 */
export class SessionStore {
  private state: AuthState = { held: null, offlineUser: null, isLoading: true };
  private readonly listeners = new Set<() => void>();
  private channel: TabChannel | null = null;
  private restoring: Promise<RefreshOutcome> | null = null;
  /** Set when the first restore failed for a transient reason, so the loop tries again. */
  private isRestorePending = false;
  private lastRecheckAt = 0;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  readonly getAccessToken = () => this.state.held?.session.access_token ?? null;

  /**
   * A member call answered 401: the session may have ended elsewhere (signed out on another device,
   * account deleted). One refresh tells: a definite answer signs out, a new token carries on.
   */
  readonly handleUnauthorized = () => {
    const now = Date.now();
    if (!this.state.held || now - this.lastRecheckAt < recheckCooldownMs) return;
    this.lastRecheckAt = now;
    void this.refresh({ isForced: true });
  };

  /** Restores the session through the cookie once, then keeps it fresh until the returned stop is called. */
  start(): () => void {
    this.channel = openTabChannel((message) => this.receive(message));
    this.restoring ??= (
      mayHaveSession() ? this.refresh({ isForced: true }) : Promise.resolve<RefreshOutcome>({ kind: 'ended' })
    ).finally(() => this.update({ isLoading: false }));
    const stopLoop = startRefreshLoop({
      isDue: () => (this.state.held ? isDueForRefresh(this.state.held) : this.isRestorePending),
      refresh: () => this.refresh({ isForced: false }),
    });
    // Back online: a restore that failed for want of a network is tried at once, not at the loop's next tick.
    const retryRestore = () => {
      if (this.isRestorePending) void this.refresh({ isForced: false });
    };
    window.addEventListener('online', retryRestore);
    return () => {
      window.removeEventListener('online', retryRestore);
      stopLoop();
      this.channel?.close();
      this.channel = null;
    };
  }

  /**
   * Takes a session this tab obtained (sign-in, sign-up, second factor) and shares it with the other tabs.
   */
  adopt(session: Session) {
    const held = holdSession(session);
    this.isRestorePending = false;
    if (!needsSecondFactor(getAssurance(session))) rememberMember(session.user);
    this.update({ held, offlineUser: null, isLoading: false });
    this.channel?.post({ type: 'session', held });
  }

  /**
   * Obtains a session by a call that sets the refresh cookie (sign-in, sign-up, a second factor) and adopts
   * it, holding the refresh lock meanwhile. A second factor replaces the session and ends the old one (threat
   * model T25), so a refresh sent with the old cookie while that call is in flight would fail and clear the
   * cookie the call has just set, signing the member out the moment they turned on two-step verification.
   * Held until the new session is adopted, the lock makes such a refresh wait and then send the new cookie.
   */
  obtain<T extends Session>(call: () => Promise<T>): Promise<T> {
    return withRefreshLock(async () => {
      const session = await call();
      this.adopt(session);
      return session;
    });
  }

  /** Forgets the session here and in every other tab. */
  clear() {
    this.isRestorePending = false;
    forgetOfflineSnapshot();
    this.update({ held: null, offlineUser: null, isLoading: false });
    this.channel?.post({ type: 'signed-out' });
  }

  /**
   * Spends the refresh cookie, one tab at a time. A tab that waited for the lock while another tab
   * refreshed has already received the new session, and does not spend the cookie again.
   */
  refresh({ isForced }: { isForced: boolean }): Promise<RefreshOutcome> {
    const before = this.state.held;
    return withRefreshLock(async () => {
      const current = this.state.held;
      const wasRefreshedMeanwhile = current !== before && current && !isDueForRefresh(current);
      if (!isForced && wasRefreshedMeanwhile) return { kind: 'ok' };
      try {
        this.adopt(await refreshWithCookie());
        return { kind: 'ok' };
      } catch (error) {
        return this.handleRefreshFailure(error);
      }
    });
  }

  private handleRefreshFailure(error: unknown): RefreshOutcome {
    const isDefinite = error instanceof ApiError && !error.isTransient;
    if (!isDefinite) {
      this.isRestorePending = !this.state.held;
      if (this.isRestorePending) this.update({ offlineUser: rememberedMember() });
      const retryAfterSeconds = error instanceof ApiError ? error.retryAfterSeconds : null;
      return { kind: 'transient', retryAfterSeconds };
    }
    // Without a session there was nothing to end: telling the other tabs would sign them out wrongly.
    if (this.state.held || this.state.offlineUser) this.clear();
    else {
      this.isRestorePending = false;
      forgetOfflineSnapshot();
    }
    return { kind: 'ended' };
  }

  private receive(message: TabMessage) {
    if (message.type === 'session') {
      this.isRestorePending = false;
      this.update({ held: message.held, offlineUser: null, isLoading: false });
      return;
    }
    forgetOfflineSnapshot();
    this.update({ held: null, offlineUser: null, isLoading: false });
  }

  private update(next: Partial<AuthState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }
}

export const sessionStore = new SessionStore();
