import { planRank } from '@skillswap/contracts/shared/plans';
import { Navigate, NavLink, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useBilling } from '@/features/billing/api/billing.ts';
import { PlanSection } from '@/features/billing/components/plan-section.tsx';
import { PlanCard } from '@/features/marketing/components/plan-card.tsx';
import { EliteBadge } from '@/features/workshops/components/elite-badge.tsx';
import { usePublicConfig } from '@/features/contact/api/get-public-config.ts';
import { MatchDigestCard } from '@/features/matches/components/match-digest-card.tsx';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card.tsx';
import { PushNotificationsCard } from '@/features/notifications/components/push-notifications-card.tsx';
import { ApiTokensCard } from '@/features/settings/components/api-tokens/api-tokens-card.tsx';
import { WebhooksCard } from '@/features/settings/components/webhooks/webhooks-card.tsx';
import { AvailabilityCard } from '@/features/sessions/components/availability-card.tsx';
import { CalendarFeedCard } from '@/features/sessions/components/calendar-feed-card.tsx';
import { TimeZoneCard } from '@/features/sessions/components/time-zone-card.tsx';
import { BlockedMembersCard } from '@/features/blocks/components/blocked-members-card.tsx';
import { BlockedRemoteMembersCard } from '@/features/federation-directory/components/blocked-remote-members-card.tsx';
import { MyReportsCard } from '@/features/moderation/components/my-reports-card.tsx';
import { HelpersCard } from '@/features/member-helpers/components/helpers-card.tsx';
import { DangerZone } from '@/features/settings/components/danger-zone.tsx';
import { LanguageCard } from '@/features/settings/components/language/language-card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { DataExportCard } from '@/features/settings/components/data-export-card.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { VerificationCard } from '@/features/verification/components/verification-card.tsx';
import { FirstMessagesCard } from '@/features/direct-messages/components/first-messages-card.tsx';
import { HoursCertificateCard } from '@/features/impact/components/hours-certificate-card.tsx';
import { ReportingDetailsCard } from '@/features/impact/components/reporting-details-card.tsx';
import { PrivacySettingsSection } from '@/features/settings/components/privacy-settings-section.tsx';
import { SecurityCard } from '@/features/settings/components/security/security-card.tsx';
import { SessionsCard } from '@/features/settings/components/sessions/sessions-card.tsx';
import { SignInDetailsCard } from '@/features/settings/components/credentials/sign-in-details-card.tsx';

/** Settings in sections, each at its own address; /settings shows them all, one after another. */
const sections = [
  { id: 'plan', label: 'settings.section.plan' },
  { id: 'language', label: 'settings.section.language' },
  { id: 'privacy', label: 'settings.section.privacy' },
  { id: 'sign-in', label: 'settings.section.signIn' },
  { id: 'security', label: 'settings.section.security' },
  { id: 'api', label: 'settings.section.api' },
  { id: 'webhooks', label: 'settings.section.webhooks' },
  { id: 'calendar', label: 'settings.section.calendar' },
  { id: 'notifications', label: 'settings.section.notifications' },
  { id: 'safety', label: 'settings.section.safety' },
  { id: 'helpers', label: 'settings.section.helpers' },
  { id: 'data', label: 'settings.section.data' },
] as const;
type SectionId = (typeof sections)[number]['id'];

/**
 * /settings and /settings/<section> (members only): plan, privacy, two-step verification and recovery codes,
 * sessions and devices, API tokens, data export and account deletion, with a navigation between sections.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.account.settings'));
  const { section } = useParams();
  const publicConfig = usePublicConfig().data;
  const isBillingOn = publicConfig?.billingEnabled === true;
  const billing = useBilling({ enabled: isBillingOn });
  // Settings is for signed-in members only (the router guards it).
  const viewerPlan = useViewerPlan(true);
  if (section && !sections.some((entry) => entry.id === section))
    return <Navigate to={paths.settings} replace />;
  const shows = (id: SectionId) => !section || section === id;
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.intro')}</p>
      </header>
      <nav aria-label={t('settings.sections')}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <SectionLink to={paths.settings} label={t('settings.section.all')} />
          </li>
          {sections.map((entry) => (
            <li key={entry.id}>
              <SectionLink to={`${paths.settings}/${entry.id}`} label={t(entry.label)} />
            </li>
          ))}
        </ul>
      </nav>
      {shows('plan') && (
        <PlanCard
          renewsAt={billing.data?.data.nextPaymentAt ?? null}
          endsAt={billing.data?.data.endsAt ?? null}
          badge={(plan) => (planRank[plan] >= planRank.elite ? <EliteBadge /> : null)}
        />
      )}
      {shows('plan') && <PlanSection isBillingOn={isBillingOn} />}
      {shows('language') && <LanguageCard />}
      {shows('privacy') && <PrivacySettingsSection />}
      {shows('privacy') && <FirstMessagesCard />}
      {shows('privacy') && <ReportingDetailsCard />}
      {/* After the privacy controls: on a plan without it, this card is an offer to upgrade. */}
      {shows('plan') && <VerificationCard plan={viewerPlan} />}
      {shows('sign-in') && <SignInDetailsCard />}
      {shows('security') && <SecurityCard isSmsOn={publicConfig?.smsEnabled === true} />}
      {shows('security') && <SessionsCard />}
      {shows('api') && <ApiTokensCard />}
      {shows('webhooks') && <WebhooksCard plan={viewerPlan} />}
      {shows('calendar') && <TimeZoneCard />}
      {shows('calendar') && <AvailabilityCard />}
      {shows('calendar') && <CalendarFeedCard />}
      {shows('notifications') && <PushNotificationsCard />}
      {shows('notifications') && <NotificationPreferencesCard />}
      {shows('notifications') && <MatchDigestCard />}
      {shows('safety') && <BlockedMembersCard />}
      {shows('safety') && <BlockedRemoteMembersCard />}
      {shows('safety') && <MyReportsCard />}
      {shows('helpers') && <HelpersCard />}
      {shows('data') && <HoursCertificateCard />}
      {shows('data') && <DataExportCard />}
      {shows('data') && <DangerZone />}
    </section>
  );
}

function SectionLink({ to, label }: { to: string; label: string }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        cn(
          'inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent',
          isActive && 'border-primary bg-secondary text-secondary-foreground',
        )
      }
    >
      {label}
    </NavLink>
  );
}
