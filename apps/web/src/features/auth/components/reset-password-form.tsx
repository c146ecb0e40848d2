import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { resetPassword } from '../api/password-reset.ts';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../password-form-schema.ts';
import { FormTextField } from './form-text-field.tsx';

/** Chooses a new password with the token of a reset link. Afterwards the member signs in as usual. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
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
        message: getErrorMessage(caught, t('verification.reset.failed')),
        isLinkDead: caught instanceof ApiError && caught.code === 'invalid_link',
      });
    }
  });

  if (isDone) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {t('verification.reset.done')}
        </p>
        <Button asChild>
          <Link to={paths.auth}>{t('verification.link.signIn')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="password"
        label={t('verification.reset.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label={t('verification.reset.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}{' '}
          {error.isLinkDead && (
            <Link to={paths.forgotPassword} className="underline">
              {t('verification.reset.newLink')}
            </Link>
          )}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('verification.reset.saving') : t('verification.reset.submit')}
      </Button>
    </form>
  );
}
