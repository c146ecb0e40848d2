import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result.tsx';
import { usePublicConfig } from '@/features/contact/api/get-public-config.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** /verify-email?token=…: where the link mailed at sign-up (or by "Resend") leads. Open to everyone. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.verifyEmail.title'));
  const [searchParams] = useSearchParams();
  const isLocalMailbox = usePublicConfig().data?.localMailbox === true;
  return (
    <section className="page-container flex max-w-xl flex-col items-center gap-5 py-20 text-center">
      <VerifyEmailResult token={searchParams.get('token')} isLocalMailbox={isLocalMailbox} />
    </section>
  );
}
