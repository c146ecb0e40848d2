import { Navigate, Route, Routes } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { ConsoleGate } from '@/features/console/components/console-gate.tsx';
import { ConsoleLayout } from '@/features/console/components/console-layout.tsx';
import { consolePages } from '@/features/console/console-pages.tsx';
import { NotFoundPage } from './not-found.tsx';

/** /admin/* (moderators and admins with a second factor): the operator console, one page per task. */
export function ConsolePage() {
  useDocumentTitle('Console');
  const [firstPage] = consolePages;
  return (
    <ConsoleGate>
      <ConsoleLayout>
        <Routes>
          {firstPage && <Route index element={<Navigate to={firstPage.path} replace />} />}
          {consolePages.map((page) => (
            <Route key={page.path} path={`${page.path}/*`} element={page.element} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ConsoleLayout>
    </ConsoleGate>
  );
}
