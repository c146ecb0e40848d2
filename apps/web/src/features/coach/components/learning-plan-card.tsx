import { Link } from 'react-router';
import type { LearningPlan } from '@skillswap/contracts/coach/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { memberProfilePath, workshopPath } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** One wanted skill's plan as numbered steps: learn first, find a teacher, join a workshop, go further. */
export function LearningPlanCard({ plan }: { plan: LearningPlan }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{plan.skill}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-4 ps-5">
          <li className="grid gap-1">
            <h3 className="font-medium">{t('elite.coach.stepFoundations')}</h3>
            <p className="text-sm text-muted-foreground">
              {plan.learnFirst.length > 0
                ? plan.learnFirst.join(', ')
                : t('elite.coach.noFoundations', { skill: plan.skill })}
            </p>
          </li>
          <li className="grid gap-2">
            <h3 className="font-medium">{t('elite.coach.stepTeachers')}</h3>
            {plan.teachers.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('elite.coach.noTeachers')}</p>
            ) : (
              <ul className="grid gap-2">
                {plan.teachers.map((teacher) => (
                  <li key={teacher.id}>
                    <Link
                      to={memberProfilePath(teacher.id)}
                      className="flex min-w-0 items-center gap-2 text-sm underline-offset-4 hover:underline"
                    >
                      <MemberAvatar
                        name={teacher.fullName}
                        avatarUrl={teacher.avatarUrl}
                        className="size-7"
                      />
                      <span className="truncate">{teacher.fullName}</span>
                    </Link>
                    {teacher.relatedSkill && (
                      <p className="ms-9 text-xs text-muted-foreground">
                        {t('elite.coach.relatedTeacher', { skill: teacher.relatedSkill })}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
          <li className="grid gap-2">
            <h3 className="font-medium">{t('elite.coach.stepWorkshops')}</h3>
            {plan.workshops.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('elite.coach.noWorkshops')}</p>
            ) : (
              <ul className="grid gap-1">
                {plan.workshops.map((workshop) => (
                  <li key={workshop.id} className="text-sm">
                    <Link to={workshopPath(workshop.id)} className="underline underline-offset-4">
                      {workshop.title}
                    </Link>{' '}
                    <span className="text-muted-foreground">
                      {t('elite.coach.workshopWhen', {
                        date: format.when(workshop.startsAt),
                        seats: workshop.seatsLeft,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
          {plan.related.length > 0 && (
            <li className="grid gap-1">
              <h3 className="font-medium">{t('elite.coach.stepRelated')}</h3>
              <p className="text-sm text-muted-foreground">{plan.related.join(', ')}</p>
            </li>
          )}
        </ol>
      </CardContent>
    </Card>
  );
}
