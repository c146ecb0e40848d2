import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { ConsoleGate } from '@/features/console/components/console-gate.tsx';
import { ConsoleLayout } from '@/features/console/components/console-layout.tsx';
import { consolePages, type ConsolePageEntry } from '@/features/console/console-pages.tsx';
import { FederationPage } from '@/features/federation/components/federation-page.tsx';
import { ImpactReportScreen } from '@/features/impact/components/impact-report-screen.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { lazyPage } from '../lazy-page.tsx';

// The same lazy "not found" page as the app's: importing it here would move its icon into the shared icons
// chunk that the landing page downloads.
const consoleNotFound = lazyPage(() => import('./not-found.tsx'), 'NotFoundPage');

/** /admin/impact (admins): the install's impact report, the same report coordinators read of a community. */
function InstallImpactPage() {
  const { t } = useTranslation();
  return (
    <ImpactReportScreen
      scope={{ kind: 'install' }}
      title={t('impact.console.title')}
      intro={t('impact.console.intro')}
    />
  );
}

// The console's own pages, and those of other features, which features may not import themselves: the
// install's impact report and the federation page go after the audit log.
const impactPage: ConsolePageEntry = {
  path: 'impact',
  labelKey: 'impact.console.nav',
  minimumRole: 'admin',
  element: <InstallImpactPage />,
};
const federationPage: ConsolePageEntry = {
  path: 'federation',
  labelKey: 'federation.console.nav',
  minimumRole: 'admin',
  element: <FederationPage />,
};
const auditAt = consolePages.findIndex((page) => page.path === 'audit');
const pages = [
  ...consolePages.slice(0, auditAt + 1),
  impactPage,
  federationPage,
  ...consolePages.slice(auditAt + 1),
];

// A route table rather than <Routes>: `useRoutes` is already in the first download, <Routes> would add to it.
const [firstPage] = pages;
const consoleRoutes: RouteObject[] = [
  ...(firstPage ? [{ index: true, element: <Navigate to={firstPage.path} replace /> }] : []),
  ...pages.map((page) => ({ path: `${page.path}/*`, element: page.element })),
  { path: '*', element: consoleNotFound },
];

/** /admin/* (moderators and admins with a second factor): the operator console, one page per task. */
export function ConsolePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('console.documentTitle'));
  const page = useRoutes(consoleRoutes);
  return (
    <ConsoleGate notFound={consoleNotFound}>
      <ConsoleLayout pages={pages}>{page}</ConsoleLayout>
    </ConsoleGate>
  );
}
