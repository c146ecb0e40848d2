import { sql, type SQL } from 'drizzle-orm';
import { areRelatedSkills, skillFamilyOf } from '@skillswap/contracts/shared/skill-taxonomy';
import type { PublicProfile } from '@skillswap/contracts/profiles/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { engagedMemberIds } from './engagement.repository.ts';
import type { Candidate } from './match-score.ts';

/**
 * The member asking for matches, straight from their own profile (never stale, whatever the queue holds),
 * with the members they are already in a swap with, in one round trip.
 */
export interface SeekerProfile {
  id: string;
  skillsOffered: string[];
  skillsWanted: string[];
  city: string | null;
  country: string | null;
  engagedIds: string[];
}

export async function findSeekerProfile(db: DbOrTx, memberId: string): Promise<SeekerProfile | null> {
  const result = await db.execute<{
    id: string;
    skills_offered: string[];
    skills_wanted: string[];
    location_city: string | null;
    location_country: string | null;
    engaged_ids: string[];
  }>(sql`
    SELECT id, skills_offered, skills_wanted, location_city, location_country,
      ARRAY(${engagedMemberIds(memberId)})::text[] AS engaged_ids
    FROM profiles WHERE id = ${memberId} AND deleted_at IS NULL`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    skillsOffered: row.skills_offered,
    skillsWanted: row.skills_wanted,
    city: row.location_city,
    country: row.location_country,
    engagedIds: row.engaged_ids,
  };
}

/** Which side of the seeker a candidate must meet: teach what they want, want what they teach, or either. */
export type CandidateDirection = 'either' | 'teaches' | 'learns';

export interface CandidateQuery {
  memberId: string;
  offered: readonly string[];
  wanted: readonly string[];
  /**
   * "city|country" of the seeker (skill-sets.ts `placeKey`), to add the best nearby people for each skill.
   */
  placeKey: string | null;
  excludedIds: readonly string[];
  /** Only these members (a community's member ids, ADR 98). */
  members?: SQL;
  direction: CandidateDirection;
  /**
   * At most this many candidates for each of the seeker's skills (plus `nearbyCap` from the seeker's city),
   * best first by the stored pre-rank. Capping per skill keeps the work bounded on popular skills without
   * crowding out the few people who share a rare one.
   */
  perSkillCap: number;
  nearbyCap: number;
  /** How many mutual candidates to take at most, found by overlap on both sides at once. */
  mutualCap: number;
}

type RawCandidate = {
  id: string;
  offered: string[];
  wanted: string[];
  rating: number | string;
  verified: boolean;
  updated_at: string | Date;
  city: string | null;
  country: string | null;
  completed_swaps: number | string;
  is_priority: boolean | null;
};

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * Visible members whose canonical skills meet the seeker's, excluding the seeker and `excludedIds`: for each
 * skill the best by the stored pre-rank (an index range scan on member_skill_entries), the best nearby, and
 * for `either` the best mutual ones. Only what scoring needs is read, from member_skill_sets (kept current by
 * the queue, which every matching request drains first); the caller reads public profiles, through
 * public_profiles, for the few it returns. One query of fixed shape, whatever the number of skills, so it
 * plans in a blink.
 */
export async function listCandidates(db: DbOrTx, query: CandidateQuery): Promise<Candidate[]> {
  const lookups = [
    ...(query.direction === 'learns' ? [] : query.wanted.map((skill) => ['offered', skill] as const)),
    ...(query.direction === 'teaches' ? [] : query.offered.map((skill) => ['wanted', skill] as const)),
  ];
  if (lookups.length === 0) return [];
  const mutualSkills = query.direction === 'either' && query.offered.length > 0 ? query.wanted : [];
  const sides = textArray(lookups.map(([side]) => side));
  const skills = textArray(lookups.map(([, skill]) => skill));
  const excluded = sql`${sql.param([query.memberId, ...query.excludedIds])}::uuid[]`;
  const scope = query.members ? sql`AND e.member_id IN ${query.members}` : sql``;
  // OFFSET 0 keeps each lateral lookup a per-candidate primary-key fetch: left to itself the planner may hash
  // the few hundred candidates against a scan of every member.
  const result = await db.execute<RawCandidate>(sql`
    WITH lookups AS (SELECT * FROM unnest(${sides}, ${skills}) AS k (side, skill)),
    picked AS (
      SELECT best.member_id FROM lookups k CROSS JOIN LATERAL (
        SELECT e.member_id FROM member_skill_entries e WHERE e.side = k.side AND e.skill = k.skill ${scope}
        ORDER BY e.quality DESC LIMIT ${query.perSkillCap}) AS best
      UNION
      SELECT near.member_id FROM lookups k CROSS JOIN LATERAL (
        SELECT e.member_id FROM member_skill_entries e
        WHERE e.side = k.side AND e.skill = k.skill AND e.place_key = ${query.placeKey} ${scope}
        ORDER BY e.quality DESC LIMIT ${query.nearbyCap}) AS near
      UNION
      -- Mutual: people who teach one of my wanted skills and want one of mine, best first, index only.
      SELECT mutual.member_id FROM unnest(${textArray(mutualSkills)}) AS w (skill) CROSS JOIN LATERAL (
        SELECT e.member_id FROM member_skill_entries e
        WHERE e.side = 'offered' AND e.skill = w.skill AND e.other_side && ${textArray(query.offered)} ${scope}
        ORDER BY e.quality DESC LIMIT ${query.mutualCap}) AS mutual
    )
    SELECT c.*
    FROM picked
    CROSS JOIN LATERAL (
      SELECT s.member_id AS id, s.offered, s.wanted, s.rating, s.verified, s.active_at AS updated_at, s.city,
        s.country,
        (SELECT count(*) FROM swaps w WHERE w.requester_id = s.member_id AND w.status = 'completed')
          + (SELECT count(*) FROM swaps w WHERE w.recipient_id = s.member_id AND w.status = 'completed')
          AS completed_swaps,
        -- Priority matching (ADR 115): the plan, one primary-key read per candidate.
        (SELECT p.plan <> 'free' FROM profiles p WHERE p.id = s.member_id) AS is_priority
      FROM member_skill_sets s
      WHERE s.member_id = picked.member_id AND s.is_listed
      OFFSET 0
    ) AS c
    WHERE NOT (picked.member_id = ANY(${excluded}))`);
  return result.rows.map((row) => ({
    id: row.id,
    offered: row.offered,
    wanted: row.wanted,
    rating: Number(row.rating),
    verified: row.verified,
    updatedAt: new Date(row.updated_at),
    city: row.city,
    country: row.country,
    completedSwaps: Number(row.completed_swaps),
    isPriority: row.is_priority === true,
  }));
}

/**
 * Public profiles of the given members, as anyone may see them (public_profiles: visibility, deletion and
 * location masking applied); members no longer visible are absent.
 */
export async function findPublicProfiles(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, PublicProfile>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<PublicProfile>(sql`
    SELECT id, full_name, avatar_url, location, bio, skills_offered, skills_wanted, verified, rating
    FROM public_profiles WHERE id = ANY(${sql.param([...ids])}::uuid[])`);
  return new Map(result.rows.map((row) => [row.id, { ...row, rating: Number(row.rating) }]));
}

/** Whether the member's plan includes priority matching (Premium and up, ADR 115). */
export async function isPriorityMember(db: DbOrTx, memberId: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM profiles WHERE id = ${memberId} AND plan <> 'free'`);
  return result.rows.length > 0;
}

/**
 * Stored skills of one side that are of one family with any of `skills`: "Portuguese
 * Conversation" for "Portuguese", and the other way round. Names are found by their words (a scan of the
 * skill index, bounded), then checked against the taxonomy's families.
 */
export async function listRelatedStoredSkills(
  db: DbOrTx,
  side: 'offered' | 'wanted',
  skills: readonly string[],
): Promise<string[]> {
  const names = [
    ...new Set(skills.flatMap((skill) => [skill, skillFamilyOf(skill)]).filter((name) => name !== null)),
  ];
  if (names.length === 0) return [];
  const patterns = names.flatMap((name) => [`${name} %`, `% ${name}`, `% ${name} %`]);
  const result = await db.execute<{ skill: string }>(sql`
    SELECT DISTINCT e.skill FROM member_skill_entries e
    WHERE e.side = ${side} AND e.skill ILIKE ANY(${textArray(patterns)})
    LIMIT 200`);
  const found = [...names, ...result.rows.map((row) => row.skill)];
  return [...new Set(found)].filter((name) => skills.some((skill) => areRelatedSkills(name, skill)));
}
