import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/auth-context.ts';

// Only members who still have to verify download the notice.
const EmailVerificationNotice = lazy(() =>
  import('@/features/auth/components/email-verification-notice.tsx').then((module) => ({
    default: module.EmailVerificationNotice,
  })),
);

/** The "verify your e-mail address" notice, above every page, for a signed-in member who has not yet. */
export function EmailVerificationStatus() {
  const { user } = useAuth();
  if (!user || user.emailVerifiedAt !== null) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice email={user.email} />
    </Suspense>
  );
}
