import { z } from 'zod';
import { emailSchema, fullNameSchema, newPasswordSchema } from '../auth/schemas.ts';

/**
 * Members without e-mail (ADR 180): a coordinator creates them with a phone number or no
 * contact at all; the coordinator (their first helper) acts for them, and they can claim the account later
 * with a one-time code and an address of their own.
 */
export const claimCodeLifetimeDays = 14;

export const createManagedMemberSchema = z.object({
  fullName: fullNameSchema,
  /** A number the coordinator can call them on; never shown to other members. Null for none. */
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,22}$/, 'managedMembers.validation.phone')
    .nullable(),
});
export type CreateManagedMemberInput = z.infer<typeof createManagedMemberSchema>;

export const managedMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  /** When the open claim code stops working; null when none is open. */
  claimCodeExpiresAt: z.string().nullable(),
});
export type ManagedMember = z.infer<typeof managedMemberSchema>;
export const managedMemberListSchema = z.object({ items: z.array(managedMemberSchema) });
export type ManagedMemberList = z.infer<typeof managedMemberListSchema>;

/** A new claim code, shown once to the coordinator who hands it over on paper or by phone. */
export const claimCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type ClaimCode = z.infer<typeof claimCodeSchema>;

/** The code as printed: 12 letters and digits in groups of four; spaces, dashes and case do not matter. */
export const claimCodeInputSchema = z
  .string()
  .transform((code) => code.toUpperCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[A-Z2-9]{12}$/, 'managedMembers.validation.code'));

export const claimAccountSchema = z.object({
  code: claimCodeInputSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type ClaimAccountInput = z.infer<typeof claimAccountSchema>;

/** The claimed account's address: the web app signs in with it and the password just chosen. */
export const claimedAccountSchema = z.object({ email: z.string() });
