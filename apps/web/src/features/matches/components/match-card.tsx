import type { ReactNode } from 'react';
import type { Match, MatchKind } from '@skillswap/contracts/matches/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { MemberRating } from '@/components/member/member-rating.tsx';
import { MemberSummary } from '@/components/member/member-summary.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMatchReasons } from '../match-reasons.ts';

/** The catalogue key of each kind of match. */
const matchKindKeys: Record<MatchKind, string> = {
  mutual: 'matches.kind.mutual',
  teaches_you: 'matches.kind.teachesYou',
  learns_from_you: 'matches.kind.learnsFromYou',
};

interface MatchCardProps {
  match: Match;
  /** The card's button (Request Swap), composed by the page. */
  action?: ReactNode;
}

/** One match: who, what kind, and why, in the member's language. */
export function MatchCard({ match, action }: MatchCardProps) {
  const { t } = useTranslation();
  const { profile } = match;
  const { skillLine: skillReason, others: otherReasons } = useMatchReasons()(match);
  return (
    <Card className="h-full gap-4" data-testid="match-card">
      {/* The kind sits under the name, so the name has the card's whole width and is never cut short. */}
      <CardHeader className="flex-row items-start gap-3">
        <MemberAvatar name={profile.full_name} avatarUrl={profile.avatar_url} className="size-12 shrink-0" />
        <div className="grid min-w-0 flex-1 justify-items-start gap-1.5">
          <MemberSummary profile={profile} as="h3" className="w-full" />
          <Badge variant={match.kind === 'mutual' ? 'success' : 'secondary'}>
            {t(matchKindKeys[match.kind])}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {skillReason && <p className="font-medium">{skillReason}</p>}
        {otherReasons.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('matches.why')}>
            {otherReasons.map((reason) => (
              <li key={reason}>
                <Badge variant="outline">{reason}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-between gap-3">
        <MemberRating rating={profile.rating} />
        {action}
      </CardFooter>
    </Card>
  );
}
