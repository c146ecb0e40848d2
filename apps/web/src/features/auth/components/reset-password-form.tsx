import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { resetPassword } from '../api/password-reset.ts';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../password-form-schema.ts';
import { FormTextField } from './form-text-field.tsx';

/** Chooses a new password with the token of a reset link. Afterwards the member signs in as usual. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<{ message: string; isLinkDead: boolean } | null>(null);
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword({ token, password: values.password });
      setIsDone(true);
    } catch (caught) {
      setError({
        message: getErrorMessage(caught, 'Could not set the new password. Please try again.'),
        isLinkDead: caught instanceof ApiError && caught.code === 'invalid_link',
      });
    }
  });

  if (isDone) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          Your password was changed and every device was signed out. Sign in with your new password.
        </p>
        <Button asChild>
          <Link to={paths.auth}>Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}{' '}
          {error.isLinkDead && (
            <Link to={paths.forgotPassword} className="underline">
              Ask for a new link
            </Link>
          )}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
