import { Link } from 'react-router';
import { hasPlan } from '@skillswap/contracts/shared/plans';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useCoach } from '@/features/coach/api/coach.ts';
import { LearningPlanCard } from '@/features/coach/components/learning-plan-card.tsx';
import { WeeklyGoalCard } from '@/features/coach/components/weekly-goal-card.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';

/**
 * /coach (members; the plan Elite, ADR 117): a learning plan per wanted skill, the weekly goal, and a note.
 */
export function CoachPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('elite.coach.title'));
  const plan = useViewerPlan(true);
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'elite');
  const coach = useCoach(isAllowed);
  const isRefused = coach.error instanceof ApiError && coach.error.code === 'plan_required';

  let body: React.ReactNode;
  if (plan === undefined || (isAllowed && coach.isPending)) {
    body = <Spinner label={t('elite.coach.loading')} />;
  } else if (!isAllowed || isRefused) {
    body = (
      <PlanLock plan="elite" feature={t('elite.coach.lockFeature')}>
        <p className="text-sm text-muted-foreground">{t('elite.coach.lockText')}</p>
      </PlanLock>
    );
  } else if (coach.isError) {
    body = <p className="text-muted-foreground">{t('elite.coach.failed')}</p>;
  } else {
    const { plans, progress, note } = coach.data!;
    body = (
      <div className="grid gap-6">
        {note && (
          <figure className="grid gap-2 rounded-xl border bg-primary/5 p-4">
            <figcaption className="text-sm font-semibold">{t('elite.coach.noteTitle')}</figcaption>
            <p className="whitespace-pre-wrap">{note}</p>
            <p className="text-xs text-muted-foreground">{t('elite.coach.noteSource')}</p>
          </figure>
        )}
        <WeeklyGoalCard progress={progress} />
        {plans.length === 0 ? (
          <div className="grid justify-items-start gap-3 rounded-lg border p-6">
            <p className="text-muted-foreground">{t('elite.coach.noSkills')}</p>
            <Button asChild variant="outline">
              <Link to={paths.profileEdit}>{t('elite.coach.editProfile')}</Link>
            </Button>
          </div>
        ) : (
          plans.map((learning) => <LearningPlanCard key={learning.skill} plan={learning} />)
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('elite.coach.title')}</h1>
        <p className="text-muted-foreground">{t('elite.coach.intro')}</p>
      </header>
      {body}
    </section>
  );
}
