import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordSchema } from '@skillswap/contracts/credentials/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { translateValidation } from '../../validation-messages.ts';
import { changePassword } from '../../api/credentials.ts';

/** The contract plus the form-only confirmation of the new password. */
const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Current password, new one twice. Other devices are signed out; this one stays signed in. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      toast.success(t('settings.signIn.passwordChanged'), {
        description: t('settings.signIn.passwordChangedDescription'),
      });
    } catch (error) {
      toast.error(t('settings.signIn.passwordFailed'), {
        description: getErrorMessage(error, t('settings.tryAgain')),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('settings.signIn.passwordForm')}>
      <TextField
        label={t('settings.signIn.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={translateValidation(t, errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('settings.signIn.newPassword')}
        type="password"
        autoComplete="new-password"
        error={translateValidation(t, errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('settings.signIn.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={translateValidation(t, errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t('settings.signIn.changing') : t('settings.signIn.changePassword')}
      </Button>
    </form>
  );
}
