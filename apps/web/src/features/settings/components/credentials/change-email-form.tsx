import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailInput } from '@skillswap/contracts/credentials';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { changeEmail } from '../../api/credentials.ts';
import { useReauthentication } from '../reauth/use-reauthentication.tsx';

/** A new address, confirmed by the link mailed to it; the member proves it is them first when asked. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { withReauth, reauthDialog } = useReauthentication();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const started = await withReauth(() => changeEmail(values));
      setPendingEmail(started.pendingEmail);
      form.reset();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'reauth_cancelled') return;
      setError(getErrorMessage(caught, 'Could not change your e-mail address. Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change e-mail address">
      <p className="text-sm">
        You sign in with <span className="font-medium">{currentEmail}</span>.
      </p>
      <TextField
        label="New Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {pendingEmail && (
        <p role="status" className="text-sm">
          Check {pendingEmail}: we sent a link to confirm it. Your address changes once you open it.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Change Email'}
      </Button>
      {reauthDialog}
    </form>
  );
}
