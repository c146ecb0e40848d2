import type { Assurance } from '@skillswap/contracts/auth/schemas';
import type { AuthenticatedCaller } from '../sessions/index.ts';

/** The spec's assurance answer: next level is aal2 once a factor is verified; all empty without a session. */
export function getAssurance(caller: AuthenticatedCaller | null): Assurance {
  if (!caller) return { currentLevel: null, nextLevel: null, currentAuthenticationMethods: [] };
  return {
    currentLevel: caller.aal,
    nextLevel: caller.hasVerifiedFactor ? 'aal2' : 'aal1',
    currentAuthenticationMethods: caller.amr,
  };
}
