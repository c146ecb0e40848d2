import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { ConsoleGate } from '@/features/console/components/console-gate.tsx';
import { ConsoleLayout } from '@/features/console/components/console-layout.tsx';
import { consolePages } from '@/features/console/console-pages.tsx';
import { NotFoundPage } from './not-found.tsx';

// A route table rather than <Routes>: `useRoutes` is already in the first download, <Routes> would add to it.
const [firstPage] = consolePages;
const consoleRoutes: RouteObject[] = [
  ...(firstPage ? [{ index: true, element: <Navigate to={firstPage.path} replace /> }] : []),
  ...consolePages.map((page) => ({ path: `${page.path}/*`, element: page.element })),
  { path: '*', element: <NotFoundPage /> },
];

/** /admin/* (moderators and admins with a second factor): the operator console, one page per task. */
export function ConsolePage() {
  useDocumentTitle('Console');
  const page = useRoutes(consoleRoutes);
  return (
    <ConsoleGate>
      <ConsoleLayout>{page}</ConsoleLayout>
    </ConsoleGate>
  );
}
