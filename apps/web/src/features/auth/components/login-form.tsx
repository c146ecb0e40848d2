import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/components/layout/toast.ts';
import { signInSchema, type SignInInput } from '@skillswap/contracts/auth/schemas';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { paths } from '@/config/paths.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { getAssurance, needsSecondFactor } from '@/lib/auth/assurance.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { FormTextField } from './form-text-field.tsx';

/** Email and password sign-in. A member with a second factor is asked for it next, by the auth card. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const { t } = useTranslation();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;
  // The refusal also stays under the form (the toast fades, and on a phone it sits far from the fields).
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await signIn(values);
      if (needsSecondFactor(getAssurance(session))) return;
      toast.success(t('auth.login.welcome'), { description: t('auth.login.welcomeDescription') });
      onSignedIn();
    } catch (error) {
      const message = getErrorMessage(error, t('auth.tryAgain'));
      setFailure(message);
      toast.error(t('auth.login.failed'), { description: message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
      />
      <FormTextField
        form={form}
        name="password"
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
      />
      <Link to={paths.forgotPassword} className="-mt-2 justify-self-end text-sm underline">
        {t('auth.login.forgot')}
      </Link>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <FormMessage role="alert">{failure}</FormMessage>
    </form>
  );
}
