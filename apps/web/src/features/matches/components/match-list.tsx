import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Match } from '@skillswap/contracts/matches/schemas';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useMatches } from '../api/get-matches.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { MatchCard } from './match-card.tsx';

interface MatchListProps {
  limit?: number;
  /** The button of each card, composed by the page (features never import each other). */
  renderAction?: (match: Match) => ReactNode;
  className?: string;
  /** Only matches among this community's members; null or left out for everyone. */
  community?: string | null;
}

/** The member's matches as cards, with loading, error and empty states. */
export function MatchList({ limit = 20, renderAction, className, community = null }: MatchListProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMatches({ limit, community });
  if (isPending) {
    return (
      <div className={className}>
        <span className="sr-only">
          <Spinner /> {t('matches.loading')}
        </span>
        {Array.from({ length: Math.min(limit, 3) }, (_, index) => (
          <Skeleton key={index} className="h-48" />
        ))}
      </div>
    );
  }
  if (isError) return <p role="alert">{t('matches.loadFailed')}</p>;
  if (data.items.length === 0) {
    return (
      <div className="grid gap-1 rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">{t('matches.empty')}</p>
        <p className="text-sm text-muted-foreground">
          {t('matches.emptyBefore')}{' '}
          <Link to={paths.profileEdit} className="underline">
            {t('matches.emptyLink')}
          </Link>{' '}
          {t('matches.emptyAfter')}
        </p>
      </div>
    );
  }
  return (
    <ul className={className}>
      {data.items.map((match) => (
        <li key={match.profile.id}>
          <MatchCard match={match} action={renderAction?.(match)} />
        </li>
      ))}
    </ul>
  );
}
