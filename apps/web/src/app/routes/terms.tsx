import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LegalDocument } from '@/features/marketing/legal/legal-document.tsx';
import { termsIntro, termsSections } from '@/features/marketing/legal/terms-of-service.ts';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return <LegalDocument title="Terms of Service" intro={termsIntro} sections={termsSections} />;
}
