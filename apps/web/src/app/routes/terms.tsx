import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LegalDocument } from '@/features/marketing/legal/legal-document.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { termsIntro, termsSections } from '@/features/marketing/legal/terms-of-service.ts';

export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.footer.terms'));
  return (
    <LegalDocument
      document="terms"
      title={t('common.footer.terms')}
      intro={termsIntro}
      sections={termsSections}
    />
  );
}
