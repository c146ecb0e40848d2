import { z } from 'zod';
import { emailSchema, newPasswordSchema, passwordLimits } from '../auth/schemas.ts';

/** How long a dangerous action may follow the last proof of the password, a factor or an OAuth sign-in. */
export const recentAuthWindowSeconds = 5 * 60;

/** The secret of a mailed link: 32 random bytes, base64url. Anything else is refused before any lookup. */
export const linkTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'credentials.validation.linkInvalid');

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'credentials.validation.currentPassword').max(passwordLimits.max),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ email: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const emailLinkSchema = z.object({ token: linkTokenSchema });

export const reauthenticateSchema = z.object({
  password: z.string().min(1, 'credentials.validation.password').max(passwordLimits.max),
});

/** The same answer to every reset request, whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const emailChangeStartedSchema = z.object({ pendingEmail: z.string() });
export const emailChangedSchema = z.object({ email: z.string() });
export const reauthenticatedSchema = z.object({ validUntil: z.iso.datetime() });
