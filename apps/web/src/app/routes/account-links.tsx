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
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm">
      {t('verification.broken.before')}{' '}
      <Link to={paths.forgotPassword} className="underline">
        {t('verification.broken.link')}
      </Link>
      {t('verification.broken.after')}
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
  const { t } = useTranslation();
  useDocumentTitle(t('verification.reset.title'));
  const token = readLinkToken(useLocation().hash);
  return (
    <AccountLinkCard title={t('verification.reset.title')} description={t('verification.reset.description')}>
      {token ? <ResetPasswordForm token={token} /> : <BrokenLink />}
    </AccountLinkCard>
  );
}

/** /confirm-email#token=…: the link mailed to a new address. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.confirm.title'));
  const token = readLinkToken(useLocation().hash);
  return (
    <AccountLinkCard
      title={t('verification.confirm.title')}
      description={t('verification.confirm.description')}
    >
      {token ? (
        <EmailLinkAction
          run={() => confirmEmailChange(token)}
          buttonLabel={t('verification.confirm.button')}
          busyLabel={t('verification.confirm.busy')}
          describeDone={(email) => t('verification.confirm.done', { email })}
        />
      ) : (
        <BrokenLink />
      )}
    </AccountLinkCard>
  );
}

/** /undo-email-change#token=…: the link mailed to the old address after a change. */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.undo.title'));
  const token = readLinkToken(useLocation().hash);
  return (
    <AccountLinkCard title={t('verification.undo.title')} description={t('verification.undo.description')}>
      {token ? (
        <EmailLinkAction
          run={() => undoEmailChange(token)}
          buttonLabel={t('verification.undo.button')}
          busyLabel={t('verification.undo.busy')}
          describeDone={(email) => t('verification.undo.done', { email })}
        />
      ) : (
        <BrokenLink />
      )}
    </AccountLinkCard>
  );
}
