import { z } from 'zod';
import { newPasswordSchema } from '@skillswap/contracts/auth/schemas';

/** A new password typed twice: the contract's rules plus the form-only confirmation field. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;
