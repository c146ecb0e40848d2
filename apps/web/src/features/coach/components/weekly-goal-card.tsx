import { useId, useState } from 'react';
import type { CoachProgress } from '@skillswap/contracts/coach/schemas';
import { coachGoalLimits } from '@skillswap/contracts/coach/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useSetCoachGoal } from '../api/coach.ts';

/** The weekly hours goal and this week's progress from completed swaps and attended workshops. */
export function WeeklyGoalCard({ progress }: { progress: CoachProgress }) {
  const { t } = useTranslation();
  const id = useId();
  const [hours, setHours] = useState(String(progress.weeklyHours));
  const save = useSetCoachGoal();
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
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(Number(hours), {
              onSuccess: () => toast.success(t('elite.coach.goalSaved')),
              onError: () => toast.error(t('elite.coach.goalFailed')),
            });
          }}
        >
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
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {t('elite.coach.goalSave')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
