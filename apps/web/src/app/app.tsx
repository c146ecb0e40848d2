import { BrowserRouter, StaticRouter } from 'react-router';
import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';
import type { PageData } from '@skillswap/contracts/explore/page-data';
import { LazyToaster } from '@/components/layout/lazy-toaster.tsx';
import { LanguageProvider } from '@/i18n/language-provider.tsx';
import { AuthProvider } from '@/lib/auth/auth-provider.tsx';
import { PageDataContext } from '@/lib/page-data.ts';
import { AppRoutes } from './router.tsx';

/**
 * The whole app. In the browser it follows the address bar; the build's prerender step passes `url` to render
 * one page ahead of time (scripts/prerender.mjs), or the server to render Explore with its first results
 * (`pageData`, which the browser reads back from the HTML). React Query's provider lives in
 * app/routes/data-layout.tsx. Pages in another language than English live under /<lang>/
 * (`basename`, ADR 102).
 */
export function App({
  url,
  pageData = {},
  language,
  catalogue,
  basename,
}: {
  url?: string;
  pageData?: PageData;
  language: Language;
  catalogue: Catalogue;
  basename?: string;
}) {
  const routes = <AppRoutes />;
  return (
    <PageDataContext value={pageData}>
      <AuthProvider>
        <LanguageProvider initialLanguage={language} initialCatalogue={catalogue}>
          {url === undefined ? (
            <BrowserRouter basename={basename}>{routes}</BrowserRouter>
          ) : (
            <StaticRouter location={url} basename={basename}>
              {routes}
            </StaticRouter>
          )}
          <LazyToaster />
        </LanguageProvider>
      </AuthProvider>
    </PageDataContext>
  );
}
