import { z } from 'zod';
import { sessionSchema } from '../auth/schemas.ts';

/** How many recovery codes a member gets, and the count at which Settings warns that few are left. */
export const recoveryCodeLimits = { count: 10, warnAtOrBelow: 3 } as const;

/** A recovery code as typed: spaces, hyphens and case do not matter; the server reads it the same way. */
export const recoveryCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'authSecurity.validation.recoveryCodeMissing')
    .max(40, 'authSecurity.validation.recoveryCodeInvalid'),
});

/**
 * A recovery code as the sign-in form checks it before sending: ten letters and digits once spaces and
 * hyphens are gone, so a code cut short is caught before it costs one of the member's attempts.
 */
export const recoveryCodeFormSchema = z.object({
  code: z
    .string()
    .refine((code) => code.replace(/[\s-]/g, '').length === 10, 'authSecurity.validation.recoveryCodeFormat'),
});

/** Codes shown once: at the enrolment of the first factor and after regenerating. */
export const recoveryCodeListSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** How many unused codes remain (Settings → Security); `hasCodes` is false before two-step sign-in is on. */
export const recoveryCodeStatusSchema = z.object({
  hasCodes: z.boolean(),
  remaining: z.number().int(),
  generatedAt: z.iso.datetime().nullable(),
});
export type RecoveryCodeStatus = z.infer<typeof recoveryCodeStatusSchema>;

/**
 * The answer to proving a factor. When that proof turned on the member's first factor, it carries their ten
 * new recovery codes, which are never shown again.
 */
export const verifiedFactorSessionSchema = sessionSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
