import { MailWarning } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** The server's local mailbox (ADR 75): an address, the same in every language. */
const localMailboxPath = '/dev/mailbox';

/**
 * Shown to a signed-in member whose address is not verified yet: why they cannot send or accept requests or
 * messages, and "Resend" for a new link.
 */
export function EmailVerificationNotice({
  email,
  isLocalMailbox,
}: {
  email: string;
  /** The server keeps its mail at /dev/mailbox (public config `localMailbox`). */
  isLocalMailbox: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="email-verification-title"
      className="border-b border-amber-500/40 bg-amber-500/10"
    >
      <div className="page-container flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <MailWarning
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400"
          />
          <div className="grid gap-0.5 text-sm">
            <h2 id="email-verification-title" className="font-semibold">
              {t('auth.verifyNotice.title')}
            </h2>
            <p>
              {t('auth.verifyNotice.sentBefore')}
              <strong className="break-all">{email}</strong>
              {t('auth.verifyNotice.sentAfter')}
            </p>
            {isLocalMailbox && (
              <p>
                {t('auth.verifyNotice.localBefore')}{' '}
                <a className="font-medium underline" href={localMailboxPath}>
                  {localMailboxPath}
                </a>{' '}
                {t('auth.verifyNotice.localAfter')}
              </p>
            )}
          </div>
        </div>
        <ResendVerificationButton email={email} isLocalMailbox={isLocalMailbox} />
      </div>
    </section>
  );
}
