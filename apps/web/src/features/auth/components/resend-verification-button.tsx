import { useState } from 'react';
import { useLocation } from 'react-router';
import { isSameSitePath } from '@skillswap/contracts/auth';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { resendVerification } from '../api/email-verification.ts';

type ResendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return `You asked for several links just now. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  }
  return 'We could not send a new link. Please try again in a moment.';
}

/**
 * "Resend": a new verification link to the member's address, with the outcome said next to the button. A server
 * with no mail server keeps the link in its local mailbox, and says so instead of claiming it was sent (ADR 75).
 */
export function ResendVerificationButton({
  email,
  isLocalMailbox,
}: {
  email: string;
  isLocalMailbox: boolean;
}) {
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  const location = useLocation();
  // The link brings the member back here; the verification page itself leads nowhere new.
  const here = `${location.pathname}${location.search}${location.hash}`;
  const returnTo = isSameSitePath(here) && !here.startsWith('/verify-email') ? here : '/';
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await resendVerification(returnTo);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: describeFailure(error) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={state.kind === 'sending'}
        onClick={() => void resend()}
      >
        {state.kind === 'sending' ? 'Sending…' : 'Resend'}
      </Button>
      <p role="status" className="text-sm">
        {state.kind === 'sent' &&
          (isLocalMailbox ? (
            <>
              This server has no mail server, so the new link is in its local mailbox:{' '}
              <a className="font-medium underline" href="/dev/mailbox">
                open /dev/mailbox
              </a>{' '}
              on the computer that runs SkillSwap. Earlier links no longer work.
            </>
          ) : (
            `We sent a new link to ${email}. Earlier links no longer work.`
          ))}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
