import { z } from 'zod';
import { assuranceLevels } from '@skillswap/contracts/auth';
import type { AuthenticatedCaller } from '../sessions/require-member.ts';

export const assuranceSchema = z.object({
  currentLevel: z.enum(assuranceLevels).nullable(),
  nextLevel: z.enum(assuranceLevels).nullable(),
  currentAuthenticationMethods: z.array(z.object({ method: z.string(), timestamp: z.number() })),
});
export type Assurance = z.infer<typeof assuranceSchema>;

/** The spec's assurance answer: next level is aal2 once a factor is verified; all empty without a session. */
export function getAssurance(caller: AuthenticatedCaller | null): Assurance {
  if (!caller) return { currentLevel: null, nextLevel: null, currentAuthenticationMethods: [] };
  return {
    currentLevel: caller.aal,
    nextLevel: caller.hasVerifiedFactor ? 'aal2' : 'aal1',
    currentAuthenticationMethods: caller.amr,
  };
}
