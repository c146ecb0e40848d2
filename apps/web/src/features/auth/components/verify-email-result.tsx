import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { verifyEmail } from '../api/email-verification.ts';
import { toSafeTarget } from '../hooks/use-redirect-target.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import { sharedKeys } from '@/lib/query-keys.ts';

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'verified'; email: string; next: string | null }
  | { kind: 'failed'; message: string };

/** Spends the link's token once (a page shown twice must not spend it twice) and says how it went. */
export function VerifyEmailResult({
  token,
  isLocalMailbox,
}: {
  token: string | null;
  isLocalMailbox: boolean;
}) {
  const { user, isLoading, refreshSession } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'verifying' } : { kind: 'failed', message: t('verification.verifyEmail.missingToken') },
  );
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    // Waits for the session check, so a signed-in tab then refreshes what the verification changed.
    if (!token || isLoading || sentToken.current === token) return;
    sentToken.current = token;
    verifyEmail(token)
      .then(async (verified) => {
        // The server checked the path; it is checked again, as any address the page follows is (ADR 111).
        const next = verified.next ? toSafeTarget(verified.next) : null;
        setOutcome({ kind: 'verified', email: verified.email, next });
        if (!user) return;
        // The notice goes, and the balance shows the starter grant if verifying completed its conditions.
        await refreshSession().catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: sharedKeys.ledger });
        void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications });
        // Back to where the member was (the profile step while unfinished).
        if (next && next !== '/') {
          toast.success(t('scheduling.verify.verified'));
          void navigate(next, { replace: true });
        }
      })
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          message: getErrorMessage(error, t('verification.verifyEmail.failed')),
        }),
      );
  }, [token, isLoading, user, refreshSession, queryClient, navigate, t]);

  if (outcome.kind === 'verifying') {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {t('verification.verifyEmail.verifying')}
      </p>
    );
  }
  if (outcome.kind === 'verified') {
    return (
      <div role="status" className="grid justify-items-center gap-4">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-600 dark:text-emerald-400" />
        <h1 className="text-3xl font-bold tracking-tight">{t('verification.verifyEmail.verified')}</h1>
        <p className="text-muted-foreground">
          {t('verification.verifyEmail.thanksBefore')}
          <strong className="break-all text-foreground">{outcome.email}</strong>
          {t('verification.verifyEmail.thanksAfter')}
        </p>
        <Button asChild>
          <Link
            to={
              user
                ? paths.explore
                : outcome.next
                  ? `${paths.auth}?redirect=${encodeURIComponent(outcome.next)}`
                  : paths.auth
            }
          >
            {user ? t('verification.verifyEmail.findPartner') : t('verification.verifyEmail.signIn')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-center gap-4">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-3xl font-bold tracking-tight">{t('verification.verifyEmail.failedTitle')}</h1>
      <p className="text-muted-foreground">{outcome.message}</p>
      {user && user.emailVerifiedAt === null ? (
        <ResendVerificationButton email={user.email} isLocalMailbox={isLocalMailbox} />
      ) : (
        !user && (
          <Button asChild variant="outline">
            <Link to={paths.auth}>{t('verification.verifyEmail.signInForLink')}</Link>
          </Button>
        )
      )}
    </div>
  );
}
