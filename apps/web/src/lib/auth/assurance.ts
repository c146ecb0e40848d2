import type {
  Assurance,
  AssuranceLevel,
  AuthenticationMethod,
  Session,
} from '@skillswap/contracts/auth/schemas';

/**
 * The spec's assurance answer (the contract's, as `GET /api/auth/aal` gives it): all empty without a session.
 */
export const noAssurance: Assurance = {
  currentLevel: null,
  nextLevel: null,
  currentAuthenticationMethods: [],
};

interface AccessTokenClaims {
  aal?: AssuranceLevel;
  amr?: AuthenticationMethod[];
}

/**
 * Reads the claims of our own access token. The signature is the server's business: the browser only
 * needs to know which level it holds, and a forged token would be refused by every API call anyway.
 */
function readClaims(accessToken: string): AccessTokenClaims {
  const payload = accessToken.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as AccessTokenClaims;
  } catch {
    return {};
  }
}

/** Current level from the token; next level is aal2 as soon as the member has a verified factor. */
export function getAssurance(session: Session | null): Assurance {
  if (!session) return noAssurance;
  const claims = readClaims(session.access_token);
  const hasVerifiedFactor = session.user.factors.some((factor) => factor.status === 'verified');
  return {
    currentLevel: claims.aal ?? 'aal1',
    nextLevel: hasVerifiedFactor ? 'aal2' : 'aal1',
    currentAuthenticationMethods: claims.amr ?? [],
  };
}

/** True when the member signed in with a password but still owes the second factor. */
export function needsSecondFactor(assurance: Assurance): boolean {
  return assurance.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2';
}
