import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/auth-context.ts';

// Only members who still have to verify download the notice.
const EmailVerificationBanner = lazy(() =>
  import('./email-verification-banner.tsx').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
);

/** The "verify your e-mail address" notice, above every page, for a signed-in member who has not yet. */
export function EmailVerificationStatus() {
  const { user } = useAuth();
  if (!user || user.emailVerifiedAt !== null) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner email={user.email} />
    </Suspense>
  );
}
