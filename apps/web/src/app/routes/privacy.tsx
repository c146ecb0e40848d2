import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LegalDocument } from '@/features/marketing/legal/legal-document.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { privacyIntro, privacySections } from '@/features/marketing/legal/privacy-policy.ts';

export function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.footer.privacy'));
  return (
    <LegalDocument
      document="privacy"
      title={t('common.footer.privacy')}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}
