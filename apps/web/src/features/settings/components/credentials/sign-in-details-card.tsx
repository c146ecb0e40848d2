import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/** Settings → Sign-in details: the e-mail address and the password the member signs in with. */
export function SignInDetailsCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> {t('settings.signIn.title')}
        </CardTitle>
        <CardDescription>{t('settings.signIn.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section className="grid gap-3" aria-labelledby="email-heading">
          <h3 id="email-heading" className="font-semibold">
            {t('settings.signIn.email')}
          </h3>
          <ChangeEmailForm currentEmail={user?.email ?? ''} />
        </section>
        <section className="grid gap-3" aria-labelledby="password-heading">
          <h3 id="password-heading" className="font-semibold">
            {t('settings.signIn.password')}
          </h3>
          <ChangePasswordForm />
        </section>
      </CardContent>
    </Card>
  );
}
