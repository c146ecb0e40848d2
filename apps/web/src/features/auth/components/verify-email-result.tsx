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

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'verified'; email: string; next: string | null }
  | { kind: 'failed'; message: string };

const missingToken =
  'This verification link is incomplete. Open the link from the e-mail again, or ask for a new one.';

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
    token ? { kind: 'verifying' } : { kind: 'failed', message: missingToken },
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
        void queryClient.invalidateQueries({ queryKey: ['ledger'] });
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
        // Back to where the member was (the profile step while unfinished).
        if (next && next !== '/') {
          toast.success(t('scheduling.verify.verified'));
          void navigate(next, { replace: true });
        }
      })
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          message: getErrorMessage(error, 'We could not verify your address. Please try again.'),
        }),
      );
  }, [token, isLoading, user, refreshSession, queryClient, navigate, t]);

  if (outcome.kind === 'verifying') {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> Verifying your e-mail address…
      </p>
    );
  }
  if (outcome.kind === 'verified') {
    return (
      <div role="status" className="grid justify-items-center gap-4">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-600 dark:text-emerald-400" />
        <h1 className="text-3xl font-bold tracking-tight">Your e-mail address is verified</h1>
        <p className="text-muted-foreground">
          Thank you: <strong className="break-all text-foreground">{outcome.email}</strong> is confirmed. You
          can now send and accept swap requests and message other members.
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
            {user ? 'Find someone to swap with' : 'Sign in'}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-center gap-4">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-3xl font-bold tracking-tight">We could not verify your address</h1>
      <p className="text-muted-foreground">{outcome.message}</p>
      {user && user.emailVerifiedAt === null ? (
        <ResendVerificationButton email={user.email} isLocalMailbox={isLocalMailbox} />
      ) : (
        !user && (
          <Button asChild variant="outline">
            <Link to={paths.auth}>Sign in to ask for a new link</Link>
          </Button>
        )
      )}
    </div>
  );
}
