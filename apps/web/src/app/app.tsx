import { BrowserRouter, StaticRouter } from 'react-router';
import { LazyToaster } from '@/components/layout/lazy-toaster.tsx';
import { AuthProvider } from '@/lib/auth/auth-provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app. In the browser it follows the address bar; the build's prerender step passes `url` to render
 * one page ahead of time (scripts/prerender.mjs). React Query's provider lives in app/routes/data-layout.tsx.
 */
export function App({ url }: { url?: string }) {
  const routes = <AppRoutes />;
  return (
    <AuthProvider>
      {url === undefined ? (
        <BrowserRouter>{routes}</BrowserRouter>
      ) : (
        <StaticRouter location={url}>{routes}</StaticRouter>
      )}
      <LazyToaster />
    </AuthProvider>
  );
}
