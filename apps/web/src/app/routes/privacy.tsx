import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LegalDocument } from '@/features/marketing/legal/legal-document.tsx';
import { privacyIntro, privacySections } from '@/features/marketing/legal/privacy-policy.ts';

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return <LegalDocument title="Privacy Policy" intro={privacyIntro} sections={privacySections} />;
}
