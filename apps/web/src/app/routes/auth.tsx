import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard, type AuthTab } from '@/features/auth/components/auth-card.tsx';
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

function checkEmailPathFor(redirectTarget: string) {
  if (redirectTarget === paths.home) return paths.checkEmail;
  return `${paths.checkEmail}?${new URLSearchParams({ next: redirectTarget }).toString()}`;
}

/**
 * /auth opens on Login, /signup and /auth?tab=signup (Get Started) on Sign Up; both come back to the page
 * that sent the visitor.
 */
export function AuthPage() {
  const { user, isLoading, needsSecondFactor } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const redirectTarget = useRedirectTarget();
  const { t } = useTranslation();
  const linkedTab: AuthTab =
    pathname.startsWith('/signup') || new URLSearchParams(search).get('tab') === 'signup'
      ? 'signup'
      : 'login';
  const [tab, setTab] = useState<AuthTab>(linkedTab);
  // Sign In in the header while Sign Up is open (or the other way round) stays on this page: follow the link.
  const [openedFor, setOpenedFor] = useState(linkedTab);
  if (openedFor !== linkedTab) {
    setOpenedFor(linkedTab);
    setTab(linkedTab);
  }
  useDocumentTitle(tab === 'signup' ? t('auth.title.signUp') : t('auth.title.signIn'));

  if (isLoading) {
    return (
      <div className="flex justify-center py-24 text-3xl text-primary">
        <Spinner />
      </div>
    );
  }
  if (user && !needsSecondFactor) return <Navigate to={redirectTarget} replace />;

  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <AuthCard
        tab={tab}
        onTabChange={setTab}
        redirectTarget={redirectTarget}
        onDone={() => void navigate(redirectTarget, { replace: true })}
        // Sign-up ends on "Check your e-mail to continue", whether or not the address had an
        // account (ADR 166).
        onSignedUp={({ email }) =>
          void navigate(checkEmailPathFor(redirectTarget), { replace: true, state: { email } })
        }
      />
    </section>
  );
}
