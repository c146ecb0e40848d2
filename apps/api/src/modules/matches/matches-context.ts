import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listSeparatedMemberIds } from '../blocks/index.ts';
import type { Seeker } from './match-score.ts';
import { findSeekerProfile, listRelatedStoredSkills, type CandidateQuery } from './matches.repository.ts';
import { refreshQueuedSkillSets } from './skill-sets.repository.ts';
import { buildSkillSet, placeKey } from './skill-sets.ts';

/** Bounds that keep one member's matching work independent of the community size (ADR 0031). */
export const matchingLimits = {
  /** Candidates per skill of the seeker's, for matches and for each circle pool… */
  perSkillCap: 60,
  /** …plus this many from the seeker's own city… */
  nearbyCap: 15,
  /** …plus, for each skill the seeker wants, the best mutual ones. */
  mutualCap: 60,
  circles: 10,
  circlesPerMember: 2,
  /** Profile edits drained per request, so a burst of edits cannot make one request slow. */
  refreshPerRequest: 200,
} as const;

export interface MatchingContext {
  db: Db;
  now: Date;
}

/**
 * Everything a matching request starts from: pending profile edits applied, the seeker's canonical skills
 * (from their own profile, never stale), and who to leave out (themself, anyone already in a swap with them,
 * and anyone a block separates them from).
 */
export async function prepareSearch(db: Db, memberId: string) {
  await refreshQueuedSkillSets(db, matchingLimits.refreshPerRequest);
  const profile = await findSeekerProfile(db, memberId);
  if (!profile) throw notFound('common.profileNotFound');
  const separatedIds = await listSeparatedMemberIds(db, memberId);
  const { offered, wanted } = buildSkillSet(profile.skillsOffered, profile.skillsWanted);
  const { city, country } = profile;
  const seeker: Seeker = { id: profile.id, offered, wanted, city, country };
  // Skills of one family meet too, ranked below exact ones: look up their
  // holders as well.
  const [relatedOffered, relatedWanted] = await Promise.all([
    listRelatedStoredSkills(db, 'offered', wanted),
    listRelatedStoredSkills(db, 'wanted', offered),
  ]);
  const query: Omit<CandidateQuery, 'direction'> = {
    memberId,
    offered: [...offered, ...relatedWanted],
    wanted: [...wanted, ...relatedOffered],
    placeKey: placeKey({ city, country, showLocation: 'city' }),
    excludedIds: [...profile.engagedIds, ...separatedIds],
    perSkillCap: matchingLimits.perSkillCap,
    nearbyCap: matchingLimits.nearbyCap,
    mutualCap: matchingLimits.mutualCap,
  };
  return { seeker, query };
}
