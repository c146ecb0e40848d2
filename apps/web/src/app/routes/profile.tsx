import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { PortfolioGallery } from '@/features/portfolio/components/portfolio-gallery.tsx';
import { ProfileBrandingFrame } from '@/features/portfolio/components/profile-branding-frame.tsx';
import { PublicProfile } from '@/features/profiles/components/public-profile.tsx';
import { ReportButton } from '@/features/moderation/components/report-button.tsx';
import { AppointHelperButton } from '@/features/member-helpers/components/helper-consent.tsx';
import { ReputationSummary } from '@/features/reviews/components/reputation-summary.tsx';
import { ReviewList } from '@/features/reviews/components/review-list.tsx';
import { BlockMemberButton } from '@/features/blocks/components/block-member-button.tsx';
import { PrivateProfileNotice } from '@/features/settings/components/private-profile-notice.tsx';
import { SwapRequestButton } from '@/features/swaps/components/swap-request-button.tsx';
import { MemberEliteBadge } from '@/features/workshops/components/member-elite-badge.tsx';
import { MemberReferenceBadges } from '@/features/community-safeguarding/components/reference-checked-badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { hasPlan } from '@skillswap/contracts/shared/plans';
import { FirstMessageButton } from '@/features/direct-messages/components/first-message-button.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';

/** /members/:id: a member's public profile, with Request Swap (or Edit Profile on one's own page). */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profiles.public.documentTitle'));
  const { id = '' } = useParams();
  // From a community's member list: a swap proposed from there is made in that community (ADR 181).
  const [search] = useSearchParams();
  const communityId = search.get('community') ?? undefined;
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const viewerPlan = useViewerPlan(user !== null && user !== undefined);
  const isElite = viewerPlan !== undefined && viewerPlan !== null && hasPlan(viewerPlan, 'elite');
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {user?.id === id && <PrivateProfileNotice />}
      <ProfileBrandingFrame memberId={id}>
        <PublicProfile
          memberId={id}
          viewerId={user?.id ?? null}
          isViewerKnown={!isLoading}
          renderAction={(profile) =>
            user?.id === profile.id ? (
              <div className="flex flex-wrap items-center gap-2">
                <MemberEliteBadge memberId={profile.id} />
                <MemberReferenceBadges memberId={profile.id} enabled={Boolean(user)} />
                <Button asChild variant="outline">
                  <Link to={paths.profileEdit}>{t('profiles.public.edit')}</Link>
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <MemberEliteBadge memberId={profile.id} />
                <MemberReferenceBadges memberId={profile.id} enabled={Boolean(user)} />
                <SwapRequestButton target={profile} communityId={communityId} />
                {isElite && (
                  <FirstMessageButton
                    memberId={profile.id}
                    memberName={profile.full_name?.trim() || t('profiles.public.thisMember')}
                  />
                )}
                {user && (
                  <AppointHelperButton
                    memberId={profile.id}
                    memberName={profile.full_name?.trim() || t('profiles.public.thisMember')}
                  />
                )}
                {user && (
                  <BlockMemberButton
                    memberId={profile.id}
                    memberName={profile.full_name?.trim() || t('profiles.public.thisMember')}
                    onBlocked={() => void navigate(paths.explore)}
                  />
                )}
                {user && (
                  <ReportButton
                    targetKind="member"
                    targetId={profile.id}
                    targetName={profile.full_name?.trim() || t('profiles.public.thisMember')}
                  />
                )}
              </div>
            )
          }
        />
      </ProfileBrandingFrame>
      <div className="mt-8 grid gap-8">
        <PortfolioGallery memberId={id} />
        <ReputationSummary memberId={id} />
        <ReviewList
          memberId={id}
          viewerId={user?.id ?? null}
          renderReviewActions={(review) =>
            user && review.reviewer.id !== user.id ? (
              <ReportButton
                targetKind="review"
                targetId={review.id}
                targetName={t('profiles.public.reportReview', { name: review.reviewer.fullName })}
                className="h-7 justify-self-start px-2 text-xs"
              />
            ) : null
          }
        />
      </div>
    </section>
  );
}
