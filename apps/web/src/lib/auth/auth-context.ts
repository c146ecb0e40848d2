import { createContext, useContext } from 'react';
import type {
  Assurance,
  AuthUser,
  Session,
  SignInInput,
  SignUpInput,
} from '@skillswap/contracts/auth/schemas';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';

export interface AuthContextValue {
  /**
   * The signed-in member; null for visitors and for a member who still owes the second factor, who is not
   * signed in until they prove it (their pending session is in `session`).
   */
  user: AuthUser | null;
  session: Session | null;
  /** True until the first session check (a cookie refresh) has answered. */
  isLoading: boolean;
  /** The assurance level of the session, as the spec's getAuthenticatorAssuranceLevel answers it. */
  aal: Assurance;
  /** True when the member signed in with a password and still owes the second factor. */
  needsSecondFactor: boolean;
  signIn: (input: SignInInput) => Promise<Session>;
  /**
   * Creates the account. The answer is not adopted: it reads the same for an address that already has an
   * account (ADR 4), so the member continues from the mail, or from the refresh cookie (ADR 166).
   */
  signUp: (input: SignUpInput) => Promise<Session>;
  signOut: () => Promise<void>;
  /**
   * Proves a factor and takes the aal2 session the server answers with. When that turned on the member's
   * first factor, `recoveryCodes` holds their new recovery codes (shown once, never kept in the session).
   */
  verifySecondFactor: (
    factorId: string,
    input: VerifyFactorInput,
  ) => Promise<Session & { recoveryCodes?: string[] }>;
  /** Passes the second step with a recovery code instead of a factor. */
  verifyRecoveryCode: (code: string) => Promise<Session>;
  /** Asks for a new session now, for example after a factor was removed. */
  refreshSession: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/** The signed-in member and the auth actions. Throws when used outside AuthProvider, as the spec says. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
