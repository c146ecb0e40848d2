import { z } from 'zod';
import { signUpSchema } from '@skillswap/contracts/auth/schemas';

/** The sign-up contract plus the form-only confirmation field. */
export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;
