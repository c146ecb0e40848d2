import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from './resend-verification-button.tsx';

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
              Please verify your e-mail address
            </h2>
            <p>
              We sent a link to <strong className="break-all">{email}</strong>. Until you open it you can
              browse and edit your profile, but not send or accept swap requests or messages.
            </p>
            {isLocalMailbox && (
              <p>
                This server has no mail server: its mail, your link included, waits in the local mailbox at{' '}
                <a className="font-medium underline" href="/dev/mailbox">
                  /dev/mailbox
                </a>{' '}
                on the computer that runs SkillSwap.
              </p>
            )}
          </div>
        </div>
        <ResendVerificationButton email={email} isLocalMailbox={isLocalMailbox} />
      </div>
    </section>
  );
}
