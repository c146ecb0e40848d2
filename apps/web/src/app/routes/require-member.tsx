import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/**
 * Wraps member-only routes: a signed-out visitor (or a member who still owes the second factor) goes to
 * the auth card and comes back here afterwards. While the session is being restored, a spinner shows,
 * so a reload of a member page does not bounce through /auth. Use it as a layout route or around one page.
 */
export function RequireMember({ children }: { children?: ReactNode }) {
  const { user, isLoading, needsSecondFactor } = useAuth();
  const location = useLocation();

  if (isLoading) {
    return (
      <div className="flex justify-center py-24 text-3xl text-primary">
        <Spinner />
      </div>
    );
  }
  if (!user || needsSecondFactor) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.auth}?${new URLSearchParams({ redirect }).toString()}`} replace />;
  }
  return children ?? <Outlet />;
}

/** A member-only route element: `memberOnly(lazyPage(...))`. */
export function memberOnly(page: ReactNode) {
  return <RequireMember>{page}</RequireMember>;
}
