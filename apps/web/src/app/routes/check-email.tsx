import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { toSafeTarget } from '@/features/auth/hooks/use-redirect-target.ts';
import { usePublicConfig } from '@/features/contact/api/get-public-config.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** The server's local mailbox (ADR 75): an address, the same in every language. */
const localMailboxPath = '/dev/mailbox';

function welcomePathFor(next: string | null) {
  const target = next ? toSafeTarget(next) : paths.home;
  if (target === paths.home) return paths.welcome;
  return `${paths.welcome}?${new URLSearchParams({ next: target }).toString()}`;
}

/**
 * /check-email: where every sign-up ends (ADR 166). A new account and an address that already had one read
 * the same here; the message tells each what to do, and Continue goes on for whoever has a session.
 */
export function CheckEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.checkEmail.title'));
  const { refreshSession } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const isLocalMailbox = usePublicConfig().data?.localMailbox === true;
  const [isContinuing, setIsContinuing] = useState(false);

  const continueOn = async () => {
    setIsContinuing(true);
    // A new account's refresh cookie signs it in here; anything else lands on the sign-in form.
    await refreshSession().catch(() => undefined);
    void navigate(welcomePathFor(searchParams.get('next')), { replace: true });
  };

  return (
    <section className="page-container flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <MailCheck aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">{t('auth.checkEmail.title')}</h1>
      <p>
        {typeof email === 'string' ? (
          <>
            {t('auth.checkEmail.sentBefore')}
            <strong className="break-all">{email}</strong>
            {t('auth.checkEmail.sentAfter')}
          </>
        ) : (
          t('auth.checkEmail.sent')
        )}
      </p>
      <p className="text-muted-foreground">{t('auth.checkEmail.both')}</p>
      {isLocalMailbox && (
        <p className="text-sm text-muted-foreground">
          {t('auth.verifyNotice.localBefore')}{' '}
          <a className="font-medium underline" href={localMailboxPath}>
            {localMailboxPath}
          </a>{' '}
          {t('auth.verifyNotice.localAfter')}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void continueOn()} disabled={isContinuing}>
          {t('auth.checkEmail.continue')}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.auth}>{t('auth.checkEmail.signIn')}</Link>
        </Button>
      </div>
    </section>
  );
}
