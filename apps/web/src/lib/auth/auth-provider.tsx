import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SignInInput, SignUpInput } from '@skillswap/contracts/auth/schemas';
import { setAccessTokenSource, setUnauthorizedListener } from '@/lib/api-client.ts';
import { getAssurance, needsSecondFactor } from './assurance.ts';
import { endSession } from './auth-api.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { sessionStore } from './session-store.ts';

/**
 * Holds the session in memory. The refresh token stays in an HttpOnly cookie the script never sees,
 * so on start the store asks the server for a fresh access token through that cookie.
 */
/**
 * The sign-in calls, fetched when a member first signs in: the landing page's first load does without them.
 */
async function loadSignInApi() {
  const signInApi = await import('./sign-in-api.ts');
  return signInApi;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // The third argument serves hydration of prerendered pages: the store starts in the same state there.
  const { held, offlineUser, isLoading } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getState,
    sessionStore.getState,
  );
  const session = held?.session ?? null;

  useEffect(() => {
    setAccessTokenSource(sessionStore.getAccessToken);
    setUnauthorizedListener(sessionStore.handleUnauthorized);
    return sessionStore.start();
  }, []);

  const signIn = useCallback(async (input: SignInInput) => {
    const signInApi = await loadSignInApi();
    return sessionStore.obtain(() => signInApi.signInWithPassword(input));
  }, []);

  const signUp = useCallback(async (input: SignUpInput) => {
    const signInApi = await loadSignInApi();
    return signInApi.signUpWithPassword(input);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } finally {
      sessionStore.clear();
    }
  }, []);

  const verifySecondFactor = useCallback(async (factorId: string, input: VerifyFactorInput) => {
    const signInApi = await loadSignInApi();
    let recoveryCodes: string[] | undefined;
    const next = await sessionStore.obtain(async () => {
      const { recoveryCodes: codes, ...session } = await signInApi.verifyFactor(factorId, input);
      recoveryCodes = codes;
      return session;
    });
    return recoveryCodes ? { ...next, recoveryCodes } : next;
  }, []);

  const verifyRecoveryCode = useCallback(async (code: string) => {
    const signInApi = await loadSignInApi();
    return sessionStore.obtain(() => signInApi.verifyRecoveryCode(code));
  }, []);

  const refreshSession = useCallback(async () => {
    await sessionStore.refresh({ isForced: true });
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const aal = getAssurance(session);
    const isSecondFactorOwed = needsSecondFactor(aal);
    return {
      // Offline after a reload, the member the tab held: the pages show what the tab had loaded (ADR 170).
      user: isSecondFactorOwed ? null : (session?.user ?? offlineUser),
      session,
      isLoading,
      aal,
      needsSecondFactor: isSecondFactorOwed,
      signIn,
      signUp,
      signOut,
      verifySecondFactor,
      verifyRecoveryCode,
      refreshSession,
    };
  }, [
    session,
    offlineUser,
    isLoading,
    signIn,
    signUp,
    signOut,
    verifySecondFactor,
    verifyRecoveryCode,
    refreshSession,
  ]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
