import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Match } from '@skillswap/contracts/matches/schemas';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { MatchList } from './match-list.tsx';

/** A compact "Matches for you" block for other pages (Explore): the best three and a link to all. */
export function MatchesForYou({ renderAction }: { renderAction?: (match: Match) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="matches-for-you-heading" className="grid gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="matches-for-you-heading" className="text-2xl font-semibold tracking-tight">
          {t('matches.title')}
        </h2>
        <Link to={paths.matches} className="text-sm font-medium text-primary hover:underline">
          {t('matches.seeAll')}
        </Link>
      </header>
      <MatchList limit={3} renderAction={renderAction} className="grid grid-cols-1 gap-4 md:grid-cols-3" />
    </section>
  );
}
