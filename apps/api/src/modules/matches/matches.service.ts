import type { MatchList } from '@skillswap/contracts/matches/schemas';
import { communityScope } from '../communities/index.ts';
import { compareMatches, promotePriorityMatches, scoreMatch } from './match-score.ts';
import { prepareSearch, type MatchingContext } from './matches-context.ts';
import { findPublicProfiles, listCandidates } from './matches.repository.ts';

/**
 * The member's matches, best first: mutual ones, then one-way, each by score (a Premium-or-up member first
 * among equally good ones). Leaves out private and
 * deleted members, the member themself, and anyone they already have an open or active swap with. With
 * `community` (a slug), only that community's members are candidates (ADR 98).
 */
export async function listMatches(
  { db, now }: MatchingContext,
  memberId: string,
  limit: number,
  community?: string,
): Promise<MatchList> {
  const members = community ? await communityScope(db, community, memberId) : undefined;
  const { seeker, query } = await prepareSearch(db, memberId);
  const candidates = await listCandidates(db, {
    ...query,
    direction: 'either',
    ...(members ? { members } : {}),
  });
  const scored = candidates
    .flatMap((candidate) => {
      const match = scoreMatch(seeker, candidate, now);
      return match ? [{ ...match, id: candidate.id, isPriority: candidate.isPriority }] : [];
    })
    .sort(compareMatches);
  // Priority matching (ADR 115): Premium and up first among equally good matches, never above a better one.
  const ranked = promotePriorityMatches(scored).slice(0, limit);
  const profiles = await findPublicProfiles(
    db,
    ranked.map((match) => match.id),
  );
  return {
    items: ranked.flatMap(({ id, kind, score, reasons, partnerReasons, teaches, learns, related }) => {
      const profile = profiles.get(id);
      return profile ? [{ profile, kind, score, reasons, partnerReasons, teaches, learns, related }] : [];
    }),
  };
}
