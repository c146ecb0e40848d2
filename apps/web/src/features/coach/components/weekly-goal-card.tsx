import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { coachGoalLimits, coachGoalSchema, type CoachProgress } from '@skillswap/contracts/coach/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { useSetCoachGoal } from '../api/coach.ts';

type GoalValues = z.input<typeof coachGoalSchema>;
type Goal = z.output<typeof coachGoalSchema>;

/** The weekly hours goal and this week's progress from completed swaps and attended workshops. */
export function WeeklyGoalCard({ progress }: { progress: CoachProgress }) {
  const { t } = useTranslation();
  const id = useId();
  const validation = useValidationMessage();
  const save = useSetCoachGoal();
  const { register, handleSubmit, setError, formState } = useForm<GoalValues, unknown, Goal>({
    resolver: zodResolver(coachGoalSchema),
    defaultValues: { weeklyHours: progress.weeklyHours },
  });
  const error = validation(formState.errors.weeklyHours?.message);
  const submit = handleSubmit(async ({ weeklyHours }) => {
    try {
      await save.mutateAsync(weeklyHours);
      toast.success(t('elite.coach.goalSaved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['weeklyHours'], validation)) return;
      toast.error(t('elite.coach.goalFailed'));
    }
  });
  const percent = Math.min(100, Math.round((progress.hoursThisWeek / progress.weeklyHours) * 100));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('elite.coach.goalTitle')}</CardTitle>
        <CardDescription>{t('elite.coach.goalDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1">
          <p className="text-sm font-medium">
            {t('elite.coach.progress', { done: progress.hoursThisWeek, goal: progress.weeklyHours })}
          </p>
          <div
            role="progressbar"
            aria-label={t('elite.coach.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">
            {t('elite.coach.progressParts', { swaps: progress.fromSwaps, workshops: progress.fromWorkshops })}
          </p>
        </div>
        <form noValidate className="grid gap-1" onSubmit={(event) => void submit(event)}>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor={id}>{t('elite.coach.goalLabel')}</Label>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={coachGoalLimits.min}
                max={coachGoalLimits.max}
                step={1}
                className="w-28"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-message` : undefined}
                {...register('weeklyHours')}
              />
            </div>
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {t('elite.coach.goalSave')}
            </Button>
          </div>
          <FormMessage id={`${id}-message`}>{error}</FormMessage>
        </form>
      </CardContent>
    </Card>
  );
}
