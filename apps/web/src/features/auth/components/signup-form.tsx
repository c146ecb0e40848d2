import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { signUpFormSchema, type SignUpFormValues } from '../signup-form-schema.ts';
import { TextField } from './text-field.tsx';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { signUp } = useAuth();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

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
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
