import { z } from 'zod';
import { passwordSchema } from '@skillswap/contracts/auth';

/** A new password typed twice: the contract's rules plus the form-only confirmation field. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;
