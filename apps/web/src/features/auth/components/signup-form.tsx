import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { signUpFormSchema, type SignUpFormValues } from '../signup-form-schema.ts';
import { FormTextField } from './form-text-field.tsx';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { signUp } = useAuth();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      await signUp({ fullName, email, password });
      toast.success('Account created!', { description: 'Welcome to SkillSwap' });
      onSignedUp();
    } catch (error) {
      toast.error('Signup failed', { description: getErrorMessage(error, 'Please try again.') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormTextField form={form} name="fullName" label="Full Name" autoComplete="name" />
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
