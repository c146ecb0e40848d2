import { Link, useParams, useSearchParams } from 'react-router';
import { eliteLoungeSlug } from '@skillswap/contracts/communities/schemas';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { communityImpactPath, communityMapPath, paths } from '@/config/paths.ts';
import { ActivationQueueCard } from '@/features/community-activation/components/activation-queue-card.tsx';
import { CommunityRulesCard } from '@/features/community-economy/components/community-rules-card.tsx';
import { ImportExchangesCard } from '@/features/community-economy/components/import-exchanges-card.tsx';
import { RecordExchangeCard } from '@/features/community-economy/components/record-exchange-card.tsx';
import { RecordedExchangesCard } from '@/features/community-economy/components/recorded-exchanges-card.tsx';
import { SwapApprovalsCard } from '@/features/community-economy/components/swap-approvals-card.tsx';
import { AreasSection } from '@/features/community-areas/components/areas-section.tsx';
import { useReferenceCheckedIds } from '@/features/community-safeguarding/api/community-safeguarding.ts';
import { ReferenceCheckedBadge } from '@/features/community-safeguarding/components/reference-checked-badge.tsx';
import {
  OwnSafeguardingCard,
  SafeguardingSection,
} from '@/features/community-safeguarding/components/safeguarding-section.tsx';
import { PaperSection } from '@/features/community-paper/components/paper-section.tsx';
import { useCommunity, useCommunityMembers } from '@/features/communities/api/communities.ts';
import { Announcements } from '@/features/communities/components/announcements-section.tsx';
import { accentStyle, BrandBand } from '@/features/communities/components/brand-band.tsx';
import { Dashboard } from '@/features/communities/components/community-dashboard.tsx';
import { Section, useAmounts } from '@/features/communities/components/community-page-parts.tsx';
import { Fund } from '@/features/communities/components/fund-section.tsx';
import { JoinDecisionsCard } from '@/features/communities/components/join-decisions-card.tsx';
import { JoinPanel } from '@/features/communities/components/join-panel.tsx';
import { Members } from '@/features/communities/components/members-section.tsx';
import { OrganisationBrandingPanel } from '@/features/organisations/components/organisation-branding-panel.tsx';
import { OrganisationPanel } from '@/features/organisations/components/organisation-panel.tsx';
import { OrganisationWebhooksPanel } from '@/features/organisations/components/organisation-webhooks-panel.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { CommunityHelpersPanel } from './community-helpers-panel.tsx';

/** /c/:slug (members only): a community's page; private ones answer "not found" to non-members. */
export function CommunityPage() {
  const { t } = useTranslation();
  const { hours } = useAmounts();
  const format = useFormatters();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const community = useCommunity(slug, invite);
  const data = community.data?.data;
  const seesContent = data !== undefined && (data.visibility === 'public' || data.myStatus === 'active');
  const members = useCommunityMembers(slug, seesContent);
  const viewerId = useAuth().user?.id ?? null;
  // Safeguarding's "reference checked" mark beside a member's name, for those who may see it.
  const referenceChecked = useReferenceCheckedIds(slug, seesContent);
  useDocumentTitle(data?.branding?.displayName ?? data?.name ?? t('communities.page.title'));

  if (community.isPending) {
    return (
      <div className="flex justify-center py-16 text-3xl text-primary">
        <Spinner />
      </div>
    );
  }
  if (!data) {
    const isMissing = community.error instanceof ApiError && community.error.status === 404;
    return (
      <section className="mx-auto grid max-w-3xl justify-items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {isMissing ? t('communities.page.notFound') : t('communities.page.loadFailed')}
        </h1>
        <p className="text-muted-foreground">
          {isMissing ? t('communities.page.notFoundHint') : t('communities.page.tryAgain')}
        </p>
        <Link to={paths.communities} className="underline">
          {t('communities.list.all')}
        </Link>
      </section>
    );
  }
  const isCoordinator = data.pendingCount !== null;
  const { branding } = data;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10" style={accentStyle(branding)}>
      <header className="grid gap-2">
        <p className="text-sm">
          <Link to={paths.communities} className="underline">
            {t('communities.list.title')}
          </Link>
        </p>
        {branding ? (
          <BrandBand name={data.name} branding={branding} />
        ) : (
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{data.name}</h1>
        )}
        <p className="text-muted-foreground">
          {data.isOnline ? t('communities.online') : data.city} ·{' '}
          {t('communities.memberCount', { count: data.memberCount })}
          {data.visibility === 'private' ? ` · ${t('communities.private')}` : ''}
        </p>
        <JoinPanel community={data} invite={invite} />
        {seesContent && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={communityMapPath(data.slug)}>{t('map.link')}</Link>
            </Button>
            {isCoordinator && (
              <Button asChild variant="outline" size="sm">
                <Link to={communityImpactPath(data.slug)}>{t('impact.link')}</Link>
              </Button>
            )}
          </div>
        )}
      </header>
      <Section title={t('communities.page.about')}>
        <p className="whitespace-pre-line wrap-anywhere">
          {data.description || t('communities.page.noDescription')}
        </p>
        {data.trade && (
          <p className="text-sm">
            <RichMessage
              t={t}
              messageKey="communities.page.trade"
              values={{ insideSwaps: data.trade.insideSwaps }}
              elements={{
                inside: <strong>{format.number(data.trade.insideSwaps)}</strong>,
                insideHours: hours(data.trade.insideHours),
                across: <strong>{format.number(data.trade.acrossSwaps)}</strong>,
                acrossHours: hours(data.trade.acrossHours),
              }}
            />
          </p>
        )}
      </Section>
      {data.isOrganisation && data.myStatus === 'active' && <OrganisationPanel slug={data.slug} />}
      {data.isOrganisation && isCoordinator && <OrganisationBrandingPanel slug={data.slug} />}
      {data.isOrganisation && isCoordinator && <OrganisationWebhooksPanel slug={data.slug} />}
      {seesContent && <Announcements community={data} />}
      {seesContent && (
        <Members
          community={data}
          markOf={(memberId) => (referenceChecked.has(memberId) ? <ReferenceCheckedBadge /> : null)}
        />
      )}
      {seesContent && <Fund community={data} members={members.data?.items ?? []} />}
      {seesContent && (
        <AreasSection
          slug={data.slug}
          viewerId={viewerId}
          isCoordinator={isCoordinator}
          choices={(members.data?.items ?? [])
            .filter((member) => member.status === 'active')
            .map((member) => ({ id: member.id, name: member.fullName }))}
        />
      )}
      {seesContent && <CommunityRulesCard slug={data.slug} isCoordinator={isCoordinator} />}
      {isCoordinator && <SwapApprovalsCard slug={data.slug} viewerId={viewerId} />}
      {isCoordinator && (
        <SafeguardingSection
          slug={data.slug}
          viewerId={viewerId}
          members={(members.data?.items ?? []).filter((member) => member.status === 'active')}
        />
      )}
      {!isCoordinator && data.myStatus === 'active' && <OwnSafeguardingCard slug={data.slug} />}
      {isCoordinator && (
        <RecordExchangeCard
          slug={data.slug}
          members={(members.data?.items ?? []).filter((member) => member.status === 'active')}
          viewerId={viewerId}
        />
      )}
      {isCoordinator && <ImportExchangesCard slug={data.slug} />}
      {isCoordinator && <PaperSection slug={data.slug} />}
      {isCoordinator && !data.isOrganisation && data.slug !== eliteLoungeSlug && (
        <CommunityHelpersPanel slug={data.slug} />
      )}
      {data.myStatus === 'active' && (
        <RecordedExchangesCard slug={data.slug} isCoordinator={isCoordinator} viewerId={viewerId} />
      )}
      {isCoordinator && <Dashboard community={data} />}
      {isCoordinator && <ActivationQueueCard slug={data.slug} />}
      {isCoordinator && <JoinDecisionsCard slug={data.slug} />}
    </div>
  );
}
