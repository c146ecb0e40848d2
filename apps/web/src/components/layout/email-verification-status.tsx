import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { publicConfigQuery } from '@/features/contact/api/get-public-config.ts';
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
  const needsNotice = user !== null && user.emailVerifiedAt === null;
  // Asked only for a member who sees the notice: whether the link waits in the local mailbox (ADR 75).
  const publicConfig = useQuery({ ...publicConfigQuery, enabled: needsNotice }).data;
  if (!user || !needsNotice) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice email={user.email} isLocalMailbox={publicConfig?.localMailbox === true} />
    </Suspense>
  );
}
