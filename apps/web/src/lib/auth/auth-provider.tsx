import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SignInInput, SignUpInput } from '@skillswap/contracts/auth';
import { setAccessTokenSource, setUnauthorizedListener } from '@/lib/api-client.ts';
import { getAssurance, needsSecondFactor } from './assurance.ts';
import { endSession } from './auth-api.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/mfa';
import { sessionStore } from './session-store.ts';

/**
 * Holds the session in memory. The refresh token stays in an HttpOnly cookie the script never sees,
 * so on start the store asks the server for a fresh access token through that cookie.
 */
/** The sign-in calls, fetched when a member first signs in: the landing page's first load does without them. */
async function loadSignInApi() {
  const signInApi = await import('./sign-in-api.ts');
  return signInApi;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // The third argument serves hydration of prerendered pages: the store starts in the same state there.
  const { held, isLoading } = useSyncExternalStore(
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
    const next = await (await loadSignInApi()).signInWithPassword(input);
    sessionStore.adopt(next);
    return next;
  }, []);

  const signUp = useCallback(async (input: SignUpInput) => {
    const next = await (await loadSignInApi()).signUpWithPassword(input);
    sessionStore.adopt(next);
    return next;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } finally {
      sessionStore.clear();
    }
  }, []);

  const verifySecondFactor = useCallback(async (factorId: string, input: VerifyFactorInput) => {
    const { recoveryCodes, ...next } = await (await loadSignInApi()).verifyFactor(factorId, input);
    sessionStore.adopt(next);
    return recoveryCodes ? { ...next, recoveryCodes } : next;
  }, []);

  const verifyRecoveryCode = useCallback(async (code: string) => {
    const next = await (await loadSignInApi()).verifyRecoveryCode(code);
    sessionStore.adopt(next);
    return next;
  }, []);

  const refreshSession = useCallback(async () => {
    await sessionStore.refresh({ isForced: true });
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const aal = getAssurance(session);
    const isSecondFactorOwed = needsSecondFactor(aal);
    return {
      user: isSecondFactorOwed ? null : (session?.user ?? null),
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
  }, [session, isLoading, signIn, signUp, signOut, verifySecondFactor, verifyRecoveryCode, refreshSession]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
