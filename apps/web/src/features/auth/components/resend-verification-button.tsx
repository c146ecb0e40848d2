import { useState } from 'react';
import { useLocation } from 'react-router';
import { isSameSitePath } from '@skillswap/contracts/auth/schemas';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { resendVerification } from '../api/email-verification.ts';

type ResendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

function describeFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return t('auth.resend.tooMany', { minutes });
  }
  return t('auth.resend.failed');
}

/**
 * "Resend": a new verification link to the member's address, with the outcome said next to the button. A
 * server with no mail server keeps the link in its local mailbox, and says so instead of claiming it was
 * sent (ADR 75).
 */
export function ResendVerificationButton({
  email,
  isLocalMailbox,
}: {
  email: string;
  isLocalMailbox: boolean;
}) {
  const { t } = useTranslation();
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
      setState({ kind: 'failed', message: describeFailure(t, error) });
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
        {state.kind === 'sending' ? t('auth.resend.sending') : t('auth.resend.submit')}
      </Button>
      <p role="status" className="text-sm">
        {state.kind === 'sent' &&
          (isLocalMailbox ? (
            <>
              {t('auth.resend.localBefore')}{' '}
              <a className="font-medium underline" href="/dev/mailbox">
                {t('auth.resend.localLink')}
              </a>{' '}
              {t('auth.resend.localAfter')}
            </>
          ) : (
            t('auth.resend.sent', { email })
          ))}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
