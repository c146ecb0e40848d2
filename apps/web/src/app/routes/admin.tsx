import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { ConsoleGate } from '@/features/console/components/console-gate.tsx';
import { ConsoleLayout } from '@/features/console/components/console-layout.tsx';
import { consolePages } from '@/features/console/console-pages.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { lazyPage } from '../lazy-page.tsx';

// The same lazy "not found" page as the app's: importing it here would move its icon into the shared icons
// chunk that the landing page downloads.
const consoleNotFound = lazyPage(() => import('./not-found.tsx'), 'NotFoundPage');

// A route table rather than <Routes>: `useRoutes` is already in the first download, <Routes> would add to it.
const [firstPage] = consolePages;
const consoleRoutes: RouteObject[] = [
  ...(firstPage ? [{ index: true, element: <Navigate to={firstPage.path} replace /> }] : []),
  ...consolePages.map((page) => ({ path: `${page.path}/*`, element: page.element })),
  { path: '*', element: consoleNotFound },
];

/** /admin/* (moderators and admins with a second factor): the operator console, one page per task. */
export function ConsolePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('console.documentTitle'));
  const page = useRoutes(consoleRoutes);
  return (
    <ConsoleGate notFound={consoleNotFound}>
      <ConsoleLayout>{page}</ConsoleLayout>
    </ConsoleGate>
  );
}
