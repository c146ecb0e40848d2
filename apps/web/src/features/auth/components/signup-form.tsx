import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { signUpFormSchema, type SignUpFormValues } from '../signup-form-schema.ts';
import { rememberNewAccount } from '../new-account.ts';
import { FormTextField } from './form-text-field.tsx';

/** What the form hands on after sign-up: the address the message went to. */
export interface SignedUp {
  email: string;
}

export function SignUpForm({ onSignedUp }: { onSignedUp: (signedUp: SignedUp) => void }) {
  const { signUp } = useAuth();
  const { t, language } = useTranslation();
  // The page the visitor came for: the verification link brings them back to it (ADR 111).
  const target = useRedirectTarget();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      const session = await signUp({
        fullName,
        email,
        password,
        language,
        ...(target !== '/' ? { returnTo: target } : {}),
      });
      // "Account created!" waits until this account is seen signed in: only then is it true (ADR 166).
      rememberNewAccount(session.user.id);
      onSignedUp({ email });
    } catch (error) {
      toast.error(t('auth.signup.failed'), { description: getErrorMessage(error, t('auth.tryAgain')) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormTextField form={form} name="fullName" label={t('auth.field.fullName')} autoComplete="name" />
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
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label={t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
    </form>
  );
}
