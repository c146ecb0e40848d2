import { z } from 'zod';
import { languages } from '../shared/i18n.ts';
import { personNameSchema } from '../shared/names.ts';
import { factorSchema } from './mfa.ts';

export const passwordLimits = { min: 6, max: 256 } as const;

export const emailSchema = z
  .string()
  .trim()
  .max(255, 'auth.validation.emailLong')
  .pipe(z.email('auth.validation.emailInvalid'))
  .meta({ format: 'email' });

export const passwordSchema = z
  .string()
  .min(passwordLimits.min, 'auth.validation.passwordShort')
  .max(passwordLimits.max, 'auth.validation.passwordLong');

/** The message for a new password of nothing but spaces. */
export const blankPasswordMessage = 'auth.validation.passwordBlank';

/**
 * A password being chosen (sign-up, reset, change): the spec's length rule, and not blank once trimmed.
 * Signing in keeps `passwordSchema`, so an older password of spaces still opens its account.
 */
export const newPasswordSchema = passwordSchema.refine(
  (password) => password.trim().length > 0,
  blankPasswordMessage,
);

/** A member's full name, as sign-up and the profile editor take it. */
export const fullNameSchema = personNameSchema({
  min: 2,
  minMessage: 'profiles.validation.nameShort',
  max: 100,
  maxMessage: 'profiles.validation.nameLong',
});

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * Whether a value is a path on this site to come back to ("/swaps/…?tab=1"), never another site's address: it
 * starts with one slash (so no scheme and no "//evil.example" host), holds no backslash (browsers read
 * "/\\evil" as "//evil") and no control characters (which browsers strip, joining what they separated).
 */
export function isSameSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    ![...value].some((character) => {
      const code = character.codePointAt(0)!;
      return character === '\\' || code < 0x20 || code === 0x7f;
    })
  );
}

/** The page a member returns to after verifying their address from the mailed link. */
export const returnPathSchema = z
  .string()
  .max(500, 'auth.validation.returnPathLong')
  .refine(isSameSitePath, 'auth.validation.returnPath')
  .meta({ pattern: '^/(?!/)[^\\\\\\u0000-\\u001F\\u007F]*$' });

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The language the visitor was using (ADR 102): saved on the account, so the first mails speak it. */
  language: z.enum(languages).optional(),
  /** Where the visitor was going when they signed up: the verification link brings them back there. */
  returnTo: returnPathSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const assuranceLevels = ['aal1', 'aal2'] as const;
export type AssuranceLevel = (typeof assuranceLevels)[number];

/** How and when the session's holder proved who they are, newest first (the access token's `amr`). */
export const authenticationMethodSchema = z.object({ method: z.string(), timestamp: z.number() });
export type AuthenticationMethod = z.infer<typeof authenticationMethodSchema>;

/** The spec's assurance answer: the session's level, the level it can reach, and how it got there. */
export const assuranceSchema = z.object({
  currentLevel: z.enum(assuranceLevels).nullable(),
  nextLevel: z.enum(assuranceLevels).nullable(),
  currentAuthenticationMethods: z.array(authenticationMethodSchema),
});
export type Assurance = z.infer<typeof assuranceSchema>;

/**
 * Who may use the operator console (ADR 66): moderators handle reports and disputes, admins also roles and
 * plans.
 */
export const memberRoles = ['member', 'moderator', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_metadata: z.object({ full_name: z.string() }),
  factors: z.array(factorSchema),
  role: z.enum(memberRoles),
  /** When the address was verified; null until the member follows the link mailed at sign-up. */
  emailVerifiedAt: z.iso.datetime().nullable(),
  /** The language the member chose in Settings (ADR 102); null until they choose one. */
  language: z.enum(languages).nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Token response of sign-in, sign-up, refresh and MFA verify (the spec's Session shape). */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const tokenGrantTypes = ['password', 'refresh_token', 'pkce'] as const;
export const tokenQuerySchema = z.object({ grant_type: z.enum(tokenGrantTypes) });

/** `grant_type=refresh_token`, and sign-out: the token in the body, or none when the cookie carries it. */
export const refreshTokenBodySchema = z.object({ refresh_token: z.string().max(20_000).optional() });

/** `grant_type=pkce`: the one-time code of the OAuth callback and the verifier of the client's challenge. */
export const pkceGrantSchema = z.object({ auth_code: z.string(), code_verifier: z.string() });

/**
 * The token endpoint's body, one shape per grant. The server reads it with the schema of the grant the query
 * names, so the refresh shape here lets other fields through untouched: a malformed password or PKCE body
 * then gets that grant's own message, not a generic "matches no shape".
 */
export const tokenBodySchema = z
  .union([signInSchema, pkceGrantSchema, refreshTokenBodySchema.loose()])
  .nullish();

/** The public keys that verify access tokens (ES256, P-256), as JWT libraries read them. */
export const jwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      crv: z.string(),
      x: z.string(),
      y: z.string(),
      kid: z.string(),
      alg: z.string(),
      use: z.string(),
    }),
  ),
});

/** Header the cookie endpoints require; defined in the zod-free http module for the web entry's sake. */
export { csrfHeader } from '../shared/http.ts';

/** How long a verification link works (ADR 67). */
export const emailVerificationLifetimeHours = 24;

/** The token of a verification link (`/verify-email?token=…`). */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });

export const emailVerifiedSchema = z.object({
  email: z.string(),
  emailVerifiedAt: z.iso.datetime(),
  /**
   * Where the member goes on: the profile step (`/welcome`) while it is unfinished, else the same-site page
   * they were on when the link was sent; null when there is none.
   */
  next: z.string().nullable(),
});

export const resendVerificationSchema = z.object({ returnTo: returnPathSchema.optional() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
