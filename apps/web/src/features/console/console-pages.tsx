import type { ReactNode } from 'react';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import { DisputesPage } from './pages/disputes-page.tsx';
import { EliteWorkshopsPage } from './pages/elite-workshops-page.tsx';
import { WorkshopDisputesPage } from './pages/workshop-disputes-page.tsx';
import { ReportsPage } from './pages/reports-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { ContactPage } from './pages/contact-page.tsx';
import { MembersPage } from './pages/members-page.tsx';
import { OrganisationsPage } from './pages/organisations-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { TeamPage } from './pages/team-page.tsx';
import { VerificationsPage } from './pages/verifications-page.tsx';

export interface ConsolePageEntry {
  /** The path under /admin, without a slash: `reports` is /admin/reports. */
  path: string;
  /** The catalogue key of the navigation label. */
  labelKey: string;
  /** The lowest role that sees the page; the server checks every endpoint again. */
  minimumRole: Exclude<MemberRole, 'member'>;
  element: ReactNode;
}

/**
 * The console's pages in navigation order; the first is where /admin opens. Add a page here and it gets its
 * route and its navigation link. The whole console is one lazily loaded part of the app (routes/admin.tsx),
 * so nothing here reaches the public pages' JavaScript.
 */
export const consolePages: ConsolePageEntry[] = [
  { path: 'overview', labelKey: 'console.nav.overview', minimumRole: 'moderator', element: <OverviewPage /> },
  { path: 'reports', labelKey: 'console.nav.reports', minimumRole: 'moderator', element: <ReportsPage /> },
  { path: 'disputes', labelKey: 'console.nav.disputes', minimumRole: 'moderator', element: <DisputesPage /> },
  {
    path: 'workshop-disputes',
    labelKey: 'console.nav.workshopDisputes',
    minimumRole: 'moderator',
    element: <WorkshopDisputesPage />,
  },
  { path: 'contact', labelKey: 'console.nav.contact', minimumRole: 'moderator', element: <ContactPage /> },
  {
    path: 'verifications',
    labelKey: 'console.nav.verifications',
    minimumRole: 'moderator',
    element: <VerificationsPage />,
  },
  { path: 'members', labelKey: 'console.nav.members', minimumRole: 'moderator', element: <MembersPage /> },
  {
    path: 'organisations',
    labelKey: 'console.nav.organisations',
    minimumRole: 'moderator',
    element: <OrganisationsPage />,
  },
  { path: 'audit', labelKey: 'console.nav.audit', minimumRole: 'moderator', element: <AuditPage /> },
  {
    path: 'elite-workshops',
    labelKey: 'console.nav.eliteWorkshops',
    minimumRole: 'admin',
    element: <EliteWorkshopsPage />,
  },
  { path: 'team', labelKey: 'console.nav.team', minimumRole: 'moderator', element: <TeamPage /> },
];
