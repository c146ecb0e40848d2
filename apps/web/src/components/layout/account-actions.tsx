import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { getStartedPath, paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

// The menu pulls in Radix's dropdown; visitors who are not signed in never download it.
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** Sign In and Get Started for visitors, the Account menu for members. */
export function AccountActions() {
  const { user, isLoading } = useAuth();
  const { t } = useTranslation();
  if (isLoading) return <div aria-hidden="true" className="h-9 w-44" />;
  if (user) {
    return (
      <Suspense fallback={<div aria-hidden="true" className="h-9 w-28" />}>
        <AccountMenu />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link to={paths.auth} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('common.account.signIn')}
      </Link>
      <Link to={getStartedPath} className={buttonVariants({ size: 'sm' })}>
        {t('common.account.getStarted')}
      </Link>
    </div>
  );
}
