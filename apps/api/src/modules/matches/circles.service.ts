import type { CircleList, SwapCircle } from '@skillswap/contracts/matches/schemas';
import type { PublicProfile } from '@skillswap/contracts/profiles/schemas';
import { listSeparatedPairs } from '../blocks/index.ts';
import { findCircles, type FoundCircle } from './circles.ts';
import { matchingLimits, prepareSearch, type MatchingContext } from './matches-context.ts';
import { findPublicProfiles, listCandidates } from './matches.repository.ts';

/**
 * Three-member swap circles for the member (me → first → second → me), from bounded pools of people who
 * want what I teach and people who teach what I want; the same exclusions as matches.
 */
export async function listCircles({ db, now }: MatchingContext, memberId: string): Promise<CircleList> {
  const { seeker, query } = await prepareSearch(db, memberId);
  if (seeker.offered.length === 0 || seeker.wanted.length === 0) return { items: [] };
  const learners = await listCandidates(db, { ...query, direction: 'learns' });
  const teachers = await listCandidates(db, { ...query, direction: 'teaches' });
  // Two partners a block separates would have to swap with each other: such a circle is left out.
  const separatedPairs = await listSeparatedPairs(
    db,
    [...learners, ...teachers].map((member) => member.id),
  );
  const circles = findCircles(seeker, learners, teachers, {
    separatedPairs,
    limit: matchingLimits.circles,
    maxPerMember: matchingLimits.circlesPerMember,
    now,
  });
  const profiles = await findPublicProfiles(db, [
    ...new Set(circles.flatMap((circle) => [circle.first.id, circle.second.id])),
  ]);
  return {
    items: circles.flatMap((circle) => {
      const first = profiles.get(circle.first.id);
      const second = profiles.get(circle.second.id);
      return first && second ? [toCircle(seeker.id, circle, first, second)] : [];
    }),
  };
}

function nameOf(profile: PublicProfile): string {
  return profile.full_name?.trim() || 'Anonymous';
}

function toCircle(
  seekerId: string,
  circle: FoundCircle,
  first: PublicProfile,
  second: PublicProfile,
): SwapCircle {
  const { skills } = circle;
  return {
    members: [first, second],
    steps: [
      { from: seekerId, to: first.id, skill: skills[0] },
      { from: first.id, to: second.id, skill: skills[1] },
      { from: second.id, to: seekerId, skill: skills[2] },
    ],
    score: circle.score,
    reasons: [
      `You teach ${nameOf(first)} ${skills[0]}`,
      `${nameOf(first)} teaches ${nameOf(second)} ${skills[1]}`,
      `${nameOf(second)} teaches you ${skills[2]}`,
    ],
  };
}
