import { Coins } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { toast } from '@/components/layout/toast.ts';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { toSafeTarget } from '@/features/auth/hooks/use-redirect-target.ts';
import { takeNewAccountGreeting } from '@/features/auth/new-account.ts';
import { OnboardingProfileStep } from '@/features/profiles/components/onboarding-profile-step.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/**
 * /welcome (members only): where sign-up lands. Explains the starter grant and asks for the bio and skills
 * that earn it; saving or skipping goes on to the page the member wanted, or Explore
 * (docs/decisions/0047-sign-up-lands-on-profile-step.md).
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('profiles.welcome.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const nextPath = next ? toSafeTarget(next) : paths.explore;
  const grant = format.skillCoins(skillCoinRules.starterGrant);
  const { user } = useAuth();
  // Once the address is confirmed, the page stops asking for the mailed link.
  const isVerified = Boolean(user?.emailVerifiedAt);
  const userId = user?.id;
  useEffect(() => {
    // The spec's sign-up toast, once the new account is seen signed in: only then is it true (ADR 166).
    if (userId && takeNewAccountGreeting(userId)) {
      toast.success(t('auth.signup.created'), { description: t('auth.signup.createdDescription') });
    }
  }, [userId, t]);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('profiles.welcome.title')}</h1>
        <p className="text-muted-foreground">{t('profiles.welcome.description')}</p>
      </header>
      <p className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
        <Coins aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <span>
          <strong>{t('profiles.welcome.grantTitle', { amount: grant })}</strong>{' '}
          {t(isVerified ? 'profiles.welcome.grantVerified' : 'profiles.welcome.grant', { amount: grant })}
        </span>
      </p>
      <Card>
        <CardContent>
          <OnboardingProfileStep
            onDone={() => void navigate(nextPath, { replace: true })}
            skipAction={
              <Button asChild variant="ghost">
                <Link to={nextPath} replace>
                  {t('profiles.welcome.skip')}
                </Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    </section>
  );
}
