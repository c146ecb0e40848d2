import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/** Settings → Sign-in details: the e-mail address and the password the member signs in with. */
export function SignInDetailsCard() {
  const { user } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> Sign-in details
        </CardTitle>
        <CardDescription>
          Change the address you sign in with, or your password. We tell your old address about either.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section className="grid gap-3" aria-labelledby="email-heading">
          <h3 id="email-heading" className="font-semibold">
            Email
          </h3>
          <ChangeEmailForm currentEmail={user?.email ?? ''} />
        </section>
        <section className="grid gap-3" aria-labelledby="password-heading">
          <h3 id="password-heading" className="font-semibold">
            Password
          </h3>
          <ChangePasswordForm />
        </section>
      </CardContent>
    </Card>
  );
}
