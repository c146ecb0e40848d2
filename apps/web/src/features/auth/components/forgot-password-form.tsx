import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  requestPasswordResetSchema,
  type RequestPasswordResetInput,
} from '@skillswap/contracts/credentials/schemas';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { FormTextField } from './form-text-field.tsx';

/** Asks for a reset link. The server's answer is the same for every address, and so is what we show. */
export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      setSentMessage((await requestPasswordReset(values)).message);
    } catch (caught) {
      setError(getErrorMessage(caught, t('auth.forgot.couldNotSend')));
    }
  });

  if (sentMessage) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {sentMessage}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('auth.forgot.noMailBefore')}
          <button type="button" className="cursor-pointer underline" onClick={() => setSentMessage(null)}>
            {t('auth.forgot.tryAnother')}
          </button>
          {t('auth.forgot.noMailAfter')}
        </p>
        <Link to={paths.auth} className="text-sm underline">
          {t('auth.forgot.back')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
      <Link to={paths.auth} className="text-center text-sm underline">
        {t('auth.forgot.back')}
      </Link>
    </form>
  );
}
