import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/auth-context.ts';

// Members only: visitors never download the swaps, SkillCoin and notification code behind it.
const MemberStatusBar = lazy(() =>
  import('@/app/member-status-bar.tsx').then((module) => ({ default: module.MemberStatusBar })),
);

/** My Swaps (with its badge), the SkillCoin balance and the bell, for a signed-in member. */
export function MemberStatus() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MemberStatusBar />
    </Suspense>
  );
}
