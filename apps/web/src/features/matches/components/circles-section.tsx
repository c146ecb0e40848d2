import { ArrowRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { SwapCircle } from '@skillswap/contracts/matches/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useCircles } from '../api/get-circles.ts';
import { describeCircleSteps } from '../match-reasons.ts';

function CircleCard({ circle }: { circle: SwapCircle }) {
  const { t } = useTranslation();
  const [first, second] = circle.members;
  const firstName = first.full_name || t('matches.anonymous');
  const secondName = second.full_name || t('matches.anonymous');
  return (
    <Card className="gap-3" data-testid="circle-card">
      <CardHeader className="flex-row items-center gap-2">
        <RefreshCw aria-hidden="true" className="size-4 text-primary" />
        <CardTitle as="h3" className="text-base">
          {t('matches.circles.members', { first: firstName, second: secondName })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-2" aria-hidden="true">
          <MemberAvatar name={first.full_name} avatarUrl={first.avatar_url} className="size-9" />
          <ArrowRight className="size-4 text-muted-foreground" />
          <MemberAvatar name={second.full_name} avatarUrl={second.avatar_url} className="size-9" />
        </div>
        <ol className="grid gap-1 text-sm">
          {describeCircleSteps(t, circle, firstName, secondName).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="flex gap-3 text-sm">
          <Link to={memberProfilePath(first.id)} className="underline">
            {firstName}
          </Link>
          <Link to={memberProfilePath(second.id)} className="underline">
            {secondName}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** Three-member swap circles: everyone teaches the next person something they want. */
export function CirclesSection() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCircles();
  return (
    <section aria-labelledby="circles-heading" className="grid gap-4">
      <header className="grid gap-1">
        <h2 id="circles-heading" className="text-2xl font-semibold tracking-tight">
          {t('matches.circles.title')}
        </h2>
        <p className="text-muted-foreground">{t('matches.circles.intro')}</p>
      </header>
      {isPending && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> {t('matches.circles.loading')}
        </p>
      )}
      {isError && <p role="alert">{t('matches.circles.loadFailed')}</p>}
      {data && data.items.length === 0 && (
        <p className="text-muted-foreground">{t('matches.circles.empty')}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.items.map((circle) => (
            <li key={`${circle.members[0].id}:${circle.members[1].id}`}>
              <CircleCard circle={circle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
