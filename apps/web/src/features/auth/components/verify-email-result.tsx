import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { verifyEmail } from '../api/email-verification.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

type Outcome =
  { kind: 'verifying' } | { kind: 'verified'; email: string } | { kind: 'failed'; message: string };

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
        setOutcome({ kind: 'verified', email: verified.email });
        if (!user) return;
        // The notice goes, and the balance shows the starter grant if verifying completed its conditions.
        await refreshSession().catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: ['ledger'] });
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      })
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          message: getErrorMessage(error, 'We could not verify your address. Please try again.'),
        }),
      );
  }, [token, isLoading, user, refreshSession, queryClient]);

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
          <Link to={user ? paths.explore : paths.auth}>{user ? 'Find someone to swap with' : 'Sign in'}</Link>
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
