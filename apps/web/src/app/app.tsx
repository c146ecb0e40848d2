import { BrowserRouter, StaticRouter } from 'react-router';
import type { PageData } from '@skillswap/contracts/page-data';
import { LazyToaster } from '@/components/layout/lazy-toaster.tsx';
import { AuthProvider } from '@/lib/auth/auth-provider.tsx';
import { PageDataContext } from '@/lib/page-data.ts';
import { AppRoutes } from './router.tsx';

/**
 * The whole app. In the browser it follows the address bar; the build's prerender step passes `url` to render
 * one page ahead of time (scripts/prerender.mjs), or the server to render Explore with its first results
 * (`pageData`, which the browser reads back from the HTML). React Query's provider lives in
 * app/routes/data-layout.tsx.
 */
export function App({ url, pageData = {} }: { url?: string; pageData?: PageData }) {
  const routes = <AppRoutes />;
  return (
    <PageDataContext value={pageData}>
      <AuthProvider>
        {url === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={url}>{routes}</StaticRouter>
        )}
        <LazyToaster />
      </AuthProvider>
    </PageDataContext>
  );
}
