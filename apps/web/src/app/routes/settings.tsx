import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PlanSection } from '@/features/billing/components/plan-section.tsx';
import { usePublicConfig } from '@/features/contact/api/get-public-config.ts';
import { MatchDigestCard } from '@/features/matches/components/match-digest-card.tsx';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card.tsx';
import { ApiTokensCard } from '@/features/settings/components/api-tokens/api-tokens-card.tsx';
import { CalendarFeedCard } from '@/features/sessions/components/calendar-feed-card.tsx';
import { TimeZoneCard } from '@/features/sessions/components/time-zone-card.tsx';
import { BlockedMembersCard } from '@/features/safety/components/blocked-members-card.tsx';
import { MyReportsCard } from '@/features/reports/components/my-reports-card.tsx';
import { DangerZone } from '@/features/settings/components/danger-zone.tsx';
import { DataExportCard } from '@/features/settings/components/data-export-card.tsx';
import { PrivacySettingsSection } from '@/features/settings/components/privacy-settings-section.tsx';
import { SecurityCard } from '@/features/settings/components/security/security-card.tsx';
import { SessionsCard } from '@/features/settings/components/sessions/sessions-card.tsx';
import { SignInDetailsCard } from '@/features/settings/components/credentials/sign-in-details-card.tsx';

/**
 * /settings (members only): plan, privacy, two-step verification and recovery codes, sessions and devices,
 * API tokens, data export and account deletion.
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const publicConfig = usePublicConfig().data;
  const isBillingOn = publicConfig?.billingEnabled === true;
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{'Privacy & Security Settings'}</h1>
        <p className="text-muted-foreground">Choose what other members see, and keep your account safe.</p>
      </header>
      <PlanSection isBillingOn={isBillingOn} />
      <PrivacySettingsSection />
      <SignInDetailsCard />
      <SecurityCard isSmsOn={publicConfig?.smsEnabled === true} />
      <SessionsCard />
      <ApiTokensCard />
      <TimeZoneCard />
      <CalendarFeedCard />
      <NotificationPreferencesCard />
      <MatchDigestCard />
      <BlockedMembersCard />
      <MyReportsCard />
      <DataExportCard />
      <DangerZone />
    </section>
  );
}
