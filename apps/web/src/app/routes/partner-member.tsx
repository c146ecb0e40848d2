import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PartnerMemberProfile } from '@/features/federation-directory/components/partner-member-profile.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * /exchanges/:node/members/:memberId: a member of another exchange, reached from "Other exchanges" (ADR 211).
 */
export function PartnerMemberPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('federationDirectory.profile.documentTitle'));
  const { node = '', memberId = '' } = useParams();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <PartnerMemberProfile key={`${node}/${memberId}`} node={node} memberId={memberId} />
    </section>
  );
}
