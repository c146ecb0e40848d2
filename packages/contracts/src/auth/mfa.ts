import { z } from 'zod';
import { singleLineTextSchema } from '../shared/text.ts';

// Multi-factor requests and answers of /api/auth/factors (docs/auth-threat-model.md B1) and the OAuth sign-in
// requests, shared by the API and the web app.
const friendlyName = singleLineTextSchema
  .min(1, 'auth.validation.factorNameMissing')
  .max(100, 'auth.validation.factorNameLong');

export const factorTypes = ['totp', 'phone', 'webauthn'] as const;
export type FactorType = (typeof factorTypes)[number];

export const enrolFactorSchema = z.object({
  friendly_name: friendlyName,
  factor_type: z.enum(factorTypes, 'factor_type must be one of totp, phone or webauthn'),
  phone: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, 'auth.validation.phoneFormat')
    .optional(),
  issuer: singleLineTextSchema.min(1).max(100).optional(),
});
export type EnrolFactorInput = z.infer<typeof enrolFactorSchema>;

export const renameFactorSchema = z.object({ friendly_name: friendlyName });

/**
 * A six-digit code as the forms take it before sending, from an authenticator app or a text message; the API
 * reads it as `verifyFactorSchema`'s `code`.
 */
export const oneTimeCodeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'auth.validation.oneTimeCode'),
});

export const factorParamsSchema = z.object({ factorId: z.uuid('Factor not found') });

export const verifyFactorSchema = z.object({
  challenge_id: z.uuid('Challenge not found'),
  code: z.string().trim().max(20).optional(),
  webauthn: z
    .object({ type: z.enum(['create', 'request']), credential_response: z.record(z.string(), z.unknown()) })
    .optional(),
});
export type VerifyFactorInput = z.infer<typeof verifyFactorSchema>;

/** A factor as listed, renamed, and carried in every session's `user.factors`. */
export const factorSchema = z.object({
  id: z.uuid(),
  friendly_name: z.string(),
  factor_type: z.enum(factorTypes),
  status: z.enum(['unverified', 'verified']),
  created_at: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

/** What enrolment answers; a TOTP factor carries its QR code and secret this one time only. */

export const enrolledFactorSchema = z.object({
  id: z.uuid(),
  type: z.enum(factorTypes),
  factor_type: z.enum(factorTypes),
  friendly_name: z.string(),
  phone: z.string().optional(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }).optional(),
});

/** A challenge to prove a factor; a security key's carries the options for SimpleWebAuthn. */
export const challengeSchema = z.object({
  id: z.uuid(),
  type: z.enum(factorTypes),
  expires_at: z.number().int(),
  webauthn: z.object({ type: z.enum(['create', 'request']), credential_options: z.unknown() }).optional(),
});

export type EnrolledFactor = z.infer<typeof enrolledFactorSchema>;

/** What removing a factor answers. */
export const removedFactorSchema = z.object({ id: z.uuid() });

/** OAuth providers the server has credentials for (GET /api/auth/providers). */
export const authProvidersSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/** The start of an OAuth sign-in; a client that redeems the code itself sends an S256 `code_challenge`. */
export const authorizeQuerySchema = z.object({
  provider: z.string().max(40),
  redirect_to: z.string().max(2000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});

/** What the provider sends back to the callback: a code and our state, or an error. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
