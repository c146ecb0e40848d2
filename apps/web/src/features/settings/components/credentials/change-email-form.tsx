import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailInput } from '@skillswap/contracts/credentials/schemas';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { translateValidation } from '../../validation-messages.ts';
import { changeEmail } from '../../api/credentials.ts';
import { useReauthentication } from '../reauth/use-reauthentication.tsx';

/** A new address, confirmed by the link mailed to it; the member proves it is them first when asked. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
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
      setError(getErrorMessage(caught, t('settings.signIn.emailFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('settings.signIn.emailForm')}>
      <p className="text-sm">{t('settings.signIn.current', { email: currentEmail })}</p>
      <TextField
        label={t('settings.signIn.newEmail')}
        type="email"
        autoComplete="email"
        error={translateValidation(t, errors.email?.message)}
        {...form.register('email')}
      />
      {pendingEmail && (
        <p role="status" className="text-sm">
          {t('settings.signIn.pending', { email: pendingEmail })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t('settings.signIn.sending') : t('settings.signIn.changeEmail')}
      </Button>
      {reauthDialog}
    </form>
  );
}
