import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMemberReferenceChecks } from '../api/community-safeguarding.ts';

/** "Reference checked": all anyone but coordinators and the member learns of a member's vetting (ADR 178). */
export function ReferenceCheckedBadge({ community }: { community?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="success">
      {community
        ? t('communitySafeguarding.badge.in', { community })
        : t('communitySafeguarding.badge.checked')}
    </Badge>
  );
}

/**
 * On a profile: one badge for each community (that the viewer can see) where the member's references are
 * checked.
 */
export function MemberReferenceBadges({ memberId, enabled }: { memberId: string; enabled: boolean }) {
  const checks = useMemberReferenceChecks(memberId, enabled);
  const communities = checks.data?.communities ?? [];
  if (communities.length === 0) return null;
  return (
    <>
      {communities.map((community) => (
        <ReferenceCheckedBadge key={community.slug} community={community.name} />
      ))}
    </>
  );
}
