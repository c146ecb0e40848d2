import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths } from '@/config/paths.ts';
import { confirmEmailChange, undoEmailChange } from '@/features/auth/api/email-links.ts';
import { AccountLinkCard } from '@/features/auth/components/account-link-card.tsx';
import { EmailLinkAction } from '@/features/auth/components/email-link-action.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { readLinkToken } from '@/features/auth/link-token.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

function BrokenLink() {
  return (
    <p role="alert" className="text-sm">
      This link is incomplete. Open it again from the e-mail, or{' '}
      <Link to={paths.forgotPassword} className="underline">
        ask for a new password reset link
      </Link>
      .
    </p>
  );
}

/** /forgot-password: "Forgot password?" from the Login tab. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  return (
    <AccountLinkCard title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      <ForgotPasswordForm />
    </AccountLinkCard>
  );
}

/** /reset-password#token=…: the link of the reset mail. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = readLinkToken(useLocation().hash);
  return (
    <AccountLinkCard
      title="Choose a new password"
      description="At least 6 characters. Every device signed in to your account will be signed out."
    >
      {token ? <ResetPasswordForm token={token} /> : <BrokenLink />}
    </AccountLinkCard>
  );
}

/** /confirm-email#token=…: the link mailed to a new address. */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your new e-mail address');
  const token = readLinkToken(useLocation().hash);
  return (
    <AccountLinkCard
      title="Confirm your new e-mail address"
      description="Once confirmed, you sign in to SkillSwap with this address."
    >
      {token ? (
        <EmailLinkAction
          run={() => confirmEmailChange(token)}
          buttonLabel="Confirm New Address"
          busyLabel="Confirming..."
          describeDone={(email) => `Your e-mail address is now ${email}.`}
        />
      ) : (
        <BrokenLink />
      )}
    </AccountLinkCard>
  );
}

/** /undo-email-change#token=…: the link mailed to the old address after a change. */
export function UndoEmailChangePage() {
  useDocumentTitle('Undo the e-mail change');
  const token = readLinkToken(useLocation().hash);
  return (
    <AccountLinkCard
      title="Undo the e-mail change"
      description="This puts your old address back and signs out every device, including whoever changed it."
    >
      {token ? (
        <EmailLinkAction
          run={() => undoEmailChange(token)}
          buttonLabel="Restore My Old Address"
          busyLabel="Restoring..."
          describeDone={(email) =>
            `Your e-mail address is ${email} again and every device was signed out. If someone else made the change, choose a new password now.`
          }
        />
      ) : (
        <BrokenLink />
      )}
    </AccountLinkCard>
  );
}
