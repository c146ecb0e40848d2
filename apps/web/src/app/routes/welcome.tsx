import { Coins } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatSkillCoin, skillCoinRules } from '@skillswap/contracts/ledger';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { toSafeTarget } from '@/features/auth/hooks/use-redirect-target.ts';
import { OnboardingProfileStep } from '@/features/profiles/components/onboarding-profile-step.tsx';

/**
 * /welcome (members only): where sign-up lands. Explains the starter grant and asks for the bio and skills
 * that earn it; saving or skipping goes on to the page the member wanted, or Explore
 * (docs/decisions/0047-sign-up-lands-on-profile-step.md).
 */
export function WelcomePage() {
  useDocumentTitle('Complete your profile');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const nextPath = next ? toSafeTarget(next) : paths.explore;
  const grant = formatSkillCoin(skillCoinRules.starterGrant);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Complete your profile</h1>
        <p className="text-muted-foreground">
          Members find you by what you teach and what you want to learn. It takes a minute.
        </p>
      </header>
      <p className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
        <Coins aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <span>
          <strong>Earn your {grant} starter grant.</strong> Write a short bio, add at least one skill you
          offer and one you want, and open the link we e-mailed you to verify your address: we then add{' '}
          {grant} from the community fund to your balance, once. One SkillCoin pays for one hour of learning,
          and you earn more by teaching.
        </span>
      </p>
      <Card>
        <CardContent>
          <OnboardingProfileStep
            onDone={() => void navigate(nextPath, { replace: true })}
            skipAction={
              <Button asChild variant="ghost">
                <Link to={nextPath} replace>
                  Skip for now
                </Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    </section>
  );
}
