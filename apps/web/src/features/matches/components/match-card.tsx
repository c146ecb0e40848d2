import { BadgeCheck, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Match, MatchKind } from '@skillswap/contracts/matches';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { MemberAvatar } from './member-avatar.tsx';

export const matchKindLabels: Record<MatchKind, string> = {
  mutual: 'Mutual match',
  teaches_you: 'Can teach you',
  learns_from_you: 'Wants to learn from you',
};

interface MatchCardProps {
  match: Match;
  /** The card's button (Request Swap), composed by the page. */
  action?: ReactNode;
}

/** One match: who, what kind, and why — the reasons as the API words them. */
export function MatchCard({ match, action }: MatchCardProps) {
  const { profile } = match;
  const name = profile.full_name || 'Anonymous';
  const [skillReason, ...otherReasons] = match.reasons;
  return (
    <Card className="h-full gap-4" data-testid="match-card">
      <CardHeader className="flex-row items-center gap-3">
        <MemberAvatar profile={profile} />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 font-semibold">
            <Link to={memberProfilePath(profile.id)} className="truncate hover:underline">
              {name}
            </Link>
            {profile.verified && (
              <BadgeCheck role="img" aria-label="Verified member" className="size-4 shrink-0 text-primary" />
            )}
          </h3>
          {profile.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{profile.location}</span>
            </p>
          )}
        </div>
        <Badge variant={match.kind === 'mutual' ? 'success' : 'secondary'}>
          {matchKindLabels[match.kind]}
        </Badge>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {skillReason && <p className="font-medium">{skillReason}</p>}
        {otherReasons.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Why this match">
            {otherReasons.map((reason) => (
              <li key={reason}>
                <Badge variant="outline">{reason}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-between gap-3">
        <p className="flex items-center gap-1 text-sm font-medium">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          <span>
            <span className="sr-only">Rating </span>
            {profile.rating}
          </span>
        </p>
        {action}
      </CardFooter>
    </Card>
  );
}
