import { z } from 'zod';
import { personNameSchema } from './names.ts';
import { factorSchema } from './mfa.ts';

export const passwordLimits = { min: 6, max: 256 } as const;

export const emailSchema = z
  .string()
  .trim()
  .max(255, 'Email too long')
  .pipe(z.email('Invalid email address'));

export const passwordSchema = z
  .string()
  .min(passwordLimits.min, 'Password must be at least 6 characters')
  .max(passwordLimits.max, 'Password must be at most 256 characters');

/** A member's full name, as sign-up and the profile editor take it. */
export const fullNameSchema = personNameSchema({
  min: 2,
  minMessage: 'Name must be at least 2 characters',
  max: 100,
  maxMessage: 'Name too long',
});

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const assuranceLevels = ['aal1', 'aal2'] as const;
export type AssuranceLevel = (typeof assuranceLevels)[number];

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_metadata: z.object({ full_name: z.string() }),
  factors: z.array(factorSchema),
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

/** Header the cookie endpoints require; defined in the zod-free http module for the web entry's sake. */
export { csrfHeader } from './http.ts';
