import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths } from '@/config/paths.ts';
import { ClaimAccountForm } from '@/features/managed-members/components/claim-account-form.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/**
 * /claim (ADR 180): a member without e-mail makes the account a coordinator created theirs, then is signed
 * in.
 */
export function ClaimAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('managedMembers.claim.title'));
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('managedMembers.claim.title')}</h1>
        <p className="text-muted-foreground">{t('managedMembers.claim.intro')}</p>
      </header>
      <ClaimAccountForm
        onClaimed={async (email, password) => {
          await signIn({ email, password });
          void navigate(paths.checkEmail);
        }}
      />
    </section>
  );
}
