import type { MatchKind, PartnerReason, RelatedSkill } from '@skillswap/contracts/matches/schemas';
import { areRelatedSkills } from '@skillswap/contracts/shared/skill-taxonomy';

/** The member looking for matches: canonical skills and where they live (when they show it). */
export interface Seeker {
  id: string;
  offered: readonly string[];
  wanted: readonly string[];
  city: string | null;
  country: string | null;
}

/** Another member as matching sees them; city and country only when that member lets others see them. */
export interface Candidate {
  id: string;
  offered: readonly string[];
  wanted: readonly string[];
  rating: number;
  verified: boolean;
  updatedAt: Date;
  city: string | null;
  country: string | null;
  completedSwaps: number;
  /** On Premium or above: listed first among equally good matches (priority matching, ADR 115). */
  isPriority: boolean;
}

export interface ScoredMatch {
  kind: MatchKind;
  score: number;
  reasons: string[];
  partnerReasons: PartnerReason[];
  teaches: string[];
  learns: string[];
  related: RelatedSkill[];
  /** Only related skills meet, no exact one: ranked below exact matches of its kind. */
  isRelatedOnly: boolean;
}

/** The documented weights (docs/decisions, matching score); they add up to 100. */
export const scoreWeights = {
  perSharedSkill: 10,
  /** A skill that meets only through its family counts half. */
  perRelatedSkill: 5,
  sharedSkills: 50,
  rating: 10,
  completedSwaps: 10,
  verified: 5,
  activity: 15,
  sameCity: 10,
  sameCountry: 5,
} as const;
const activityHalfLifeDays = 30;
const completedSwapsForFullMarks = 10;
const dayMs = 86_400_000;

const kindOrder: Record<MatchKind, number> = { mutual: 0, teaches_you: 1, learns_from_you: 1 };

function intersect(theirs: readonly string[], mine: readonly string[]): string[] {
  const wanted = new Set(mine);
  return theirs.filter((skill) => wanted.has(skill));
}

function isSamePlace(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** "Guitar", "Guitar and Piano", "Guitar, Piano and Drums". */
export function listSkills(skills: readonly string[]): string {
  if (skills.length <= 1) return skills.join('');
  return `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}`;
}

/**
 * What a member is worth as a partner apart from the skills: rating, completed swaps, verification, recent
 * activity and nearness. Out of 50 points; used by matches and by circles.
 */
export function scorePartner(seeker: Seeker, candidate: Candidate, now: Date) {
  const facts: PartnerReason[] = [];
  const isSameCity =
    isSamePlace(seeker.city, candidate.city) && isSamePlace(seeker.country, candidate.country);
  const isSameCountry = !isSameCity && isSamePlace(seeker.country, candidate.country);
  if (isSameCity) facts.push({ code: 'same_city', place: candidate.city!.trim() });
  if (isSameCountry) facts.push({ code: 'same_country', place: candidate.country!.trim() });
  if (candidate.verified) facts.push({ code: 'verified' });
  if (candidate.rating >= 4.5) facts.push({ code: 'rated', rating: Math.round(candidate.rating * 10) / 10 });
  if (candidate.completedSwaps > 0) facts.push({ code: 'completed_swaps', count: candidate.completedSwaps });
  const idleDays = Math.max(0, (now.getTime() - candidate.updatedAt.getTime()) / dayMs);
  if (idleDays <= 7) facts.push({ code: 'active_this_week' });
  const points =
    (Math.min(Math.max(candidate.rating, 0), 5) / 5) * scoreWeights.rating +
    (Math.min(candidate.completedSwaps, completedSwapsForFullMarks) / completedSwapsForFullMarks) *
      scoreWeights.completedSwaps +
    (candidate.verified ? scoreWeights.verified : 0) +
    scoreWeights.activity * 0.5 ** (idleDays / activityHalfLifeDays) +
    (isSameCity ? scoreWeights.sameCity : 0) +
    (isSameCountry ? scoreWeights.sameCountry : 0);
  return { points, facts, reasons: facts.map(partnerReasonInEnglish) };
}

/** A partner reason as the English `reasons` word it. */
function partnerReasonInEnglish(fact: PartnerReason): string {
  switch (fact.code) {
    case 'same_city':
      return `Same city: ${fact.place}`;
    case 'same_country':
      return `Same country: ${fact.place}`;
    case 'verified':
      return 'Verified member';
    case 'rated':
      return `Rated ${fact.rating.toFixed(1)}`;
    case 'completed_swaps':
      return `${fact.count} completed swap${fact.count === 1 ? '' : 's'}`;
    case 'active_this_week':
      return 'Active this week';
  }
}

/** Their skills that meet one of mine only through the family, on one side; exact matches are left out. */
function relatedOn(
  side: RelatedSkill['side'],
  theirs: readonly string[],
  mine: readonly string[],
  exact: readonly string[],
): RelatedSkill[] {
  return theirs
    .filter((skill) => !exact.includes(skill))
    .flatMap((skill) =>
      mine
        .filter((yours) => !exact.includes(yours) && areRelatedSkills(skill, yours))
        .map((yours) => ({ side, theirs: skill, yours })),
    );
}

/** How `candidate` fits `seeker`, or null when no skill meets, exactly or by family, in either direction. */
export function scoreMatch(seeker: Seeker, candidate: Candidate, now: Date): ScoredMatch | null {
  const teaches = intersect(candidate.offered, seeker.wanted);
  const learns = intersect(candidate.wanted, seeker.offered);
  const related = [
    ...relatedOn('teaches', candidate.offered, seeker.wanted, teaches),
    ...relatedOn('learns', candidate.wanted, seeker.offered, learns),
  ];
  const isTeaching = teaches.length > 0 || related.some((skill) => skill.side === 'teaches');
  const isLearning = learns.length > 0 || related.some((skill) => skill.side === 'learns');
  if (!isTeaching && !isLearning) return null;
  const kind: MatchKind =
    isTeaching && isLearning ? 'mutual' : isTeaching ? 'teaches_you' : 'learns_from_you';
  const skillPoints = Math.min(
    (teaches.length + learns.length) * scoreWeights.perSharedSkill +
      related.length * scoreWeights.perRelatedSkill,
    scoreWeights.sharedSkills,
  );
  const partner = scorePartner(seeker, candidate, now);
  const skillReason = [
    teaches.length > 0 ? `Teaches ${listSkills(teaches)}` : '',
    learns.length > 0 ? `wants ${listSkills(learns)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const relatedReasons = related.map(({ side, theirs, yours }) =>
    side === 'teaches'
      ? `Related: teaches ${theirs} (you want ${yours})`
      : `Related: wants ${theirs} (you teach ${yours})`,
  );
  return {
    kind,
    score: Math.round((skillPoints + partner.points) * 10) / 10,
    reasons: [
      ...(skillReason ? [skillReason.charAt(0).toUpperCase() + skillReason.slice(1)] : []),
      ...relatedReasons,
      ...partner.reasons,
    ],
    partnerReasons: partner.facts,
    teaches,
    learns,
    related,
    isRelatedOnly: teaches.length === 0 && learns.length === 0,
  };
}

/**
 * Mutual matches first, then one-way ones; within each, exact skills before related-only ones, then higher
 * score first; ties by id for a stable order.
 */
export function compareMatches(
  a: { kind: MatchKind; score: number; id: string; isRelatedOnly?: boolean },
  b: { kind: MatchKind; score: number; id: string; isRelatedOnly?: boolean },
): number {
  return (
    kindOrder[a.kind] - kindOrder[b.kind] ||
    Number(a.isRelatedOnly ?? false) - Number(b.isRelatedOnly ?? false) ||
    b.score - a.score ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Priority matching (ADR 115): two matches whose scores lie within this many points (of 100) are equally
 * good, and a member on Premium or above is listed first among them.
 */
export const priorityMargin = 2;

/**
 * Moves each Premium-or-up member of a list ranked by `compareMatches` up past the members listed above them
 * who are not, as long as those are of the same kind and at most `priorityMargin` points better: never above
 * a better match, a match of a better kind, or another priority member.
 */
export function promotePriorityMatches<
  T extends { kind: MatchKind; score: number; isPriority: boolean; isRelatedOnly?: boolean },
>(ranked: readonly T[]): T[] {
  const list = [...ranked];
  for (let index = 1; index < list.length; index += 1) {
    const item = list[index]!;
    if (!item.isPriority) continue;
    let to = index;
    for (; to > 0; to -= 1) {
      const above = list[to - 1]!;
      const isEquallyGood =
        kindOrder[above.kind] === kindOrder[item.kind] &&
        (above.isRelatedOnly ?? false) === (item.isRelatedOnly ?? false) &&
        above.score - item.score <= priorityMargin;
      if (above.isPriority || !isEquallyGood) break;
    }
    if (to < index) list.splice(to, 0, ...list.splice(index, 1));
  }
  return list;
}
