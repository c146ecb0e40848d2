import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { EmailVerificationStatus } from '@/components/layout/email-verification-status.tsx';
import { Footer } from '@/components/layout/footer.tsx';
import { Header } from '@/components/layout/header.tsx';
import { OfflineBanner } from '@/components/layout/offline-banner.tsx';
import { PageLoading } from '@/components/layout/page-loading.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

export function RootLayout() {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  const { t } = useTranslation();

  // A new page starts at its top, as a full page load would, and keyboard and screen-reader users start
  // in its content rather than on the link they followed. In-page anchors keep the browser's own jump.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <EmailVerificationStatus />
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
