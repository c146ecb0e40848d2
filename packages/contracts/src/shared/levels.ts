import { z } from 'zod';

/**
 * Levels and badges are earned by doing swaps well (ADR "Levels and badges"). They are computed from a
 * member's record, never bought: plans sell features, not reputation.
 */
export interface MemberRecord {
  completedSwaps: number;
  /** Confirmed hours the member taught in completed swaps. */
  hoursTaught: number;
  /** Mean received rating, one decimal; 0 without reviews. */
  rating: number;
  reviewCount: number;
  /** Different members the member completed swaps with. */
  distinctPartners: number;
}

export const memberLevels = [
  { id: 'newcomer', name: 'Newcomer', rank: 1 },
  { id: 'explorer', name: 'Explorer', rank: 2 },
  { id: 'contributor', name: 'Contributor', rank: 3 },
  { id: 'mentor', name: 'Mentor', rank: 4 },
  { id: 'master', name: 'Master', rank: 5 },
] as const;
export type MemberLevelId = (typeof memberLevels)[number]['id'];

/** Each level's bar; a member holds the highest level whose every bar they clear. */
const levelRequirements: Record<MemberLevelId, (record: MemberRecord) => boolean> = {
  newcomer: () => true,
  explorer: (r) => r.completedSwaps >= 1,
  contributor: (r) => r.completedSwaps >= 3 && r.hoursTaught >= 5,
  mentor: (r) => r.completedSwaps >= 10 && r.hoursTaught >= 20 && r.reviewCount >= 5 && r.rating >= 4,
  master: (r) => r.completedSwaps >= 25 && r.hoursTaught >= 60 && r.reviewCount >= 15 && r.rating >= 4.5,
};

export const memberBadges = {
  first_swap: { name: 'First Swap', description: 'Completed a first swap' },
  regular: { name: 'Regular', description: 'Completed 10 swaps' },
  ten_hours: { name: '10 Hours Taught', description: 'Taught 10 confirmed hours' },
  fifty_hours: { name: '50 Hours Taught', description: 'Taught 50 confirmed hours' },
  well_connected: { name: 'Well Connected', description: 'Swapped with 5 different members' },
  top_rated: { name: 'Top Rated', description: 'Rated 4.8 or more over at least 5 reviews' },
} as const;
export type MemberBadgeId = keyof typeof memberBadges;

const badgeRequirements: Record<MemberBadgeId, (record: MemberRecord) => boolean> = {
  first_swap: (r) => r.completedSwaps >= 1,
  regular: (r) => r.completedSwaps >= 10,
  ten_hours: (r) => r.hoursTaught >= 10,
  fifty_hours: (r) => r.hoursTaught >= 50,
  well_connected: (r) => r.distinctPartners >= 5,
  top_rated: (r) => r.reviewCount >= 5 && r.rating >= 4.8,
};

export function computeLevel(record: MemberRecord): (typeof memberLevels)[number] {
  const reached = memberLevels.filter((level) => levelRequirements[level.id](record));
  return reached[reached.length - 1] ?? memberLevels[0];
}

export function computeBadges(record: MemberRecord): MemberBadgeId[] {
  return (Object.keys(badgeRequirements) as MemberBadgeId[]).filter((id) => badgeRequirements[id](record));
}

export const reputationSchema = z.object({
  level: z.object({ id: z.enum(memberLevels.map((l) => l.id)), name: z.string(), rank: z.number().int() }),
  badges: z.array(
    z.object({
      id: z.enum(Object.keys(memberBadges) as [MemberBadgeId, ...MemberBadgeId[]]),
      name: z.string(),
      description: z.string(),
    }),
  ),
  completedSwaps: z.number().int(),
  hoursTaught: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type Reputation = z.infer<typeof reputationSchema>;

/** The public reputation of a member, from their record. */
export function describeReputation(record: MemberRecord): Reputation {
  const level = computeLevel(record);
  return {
    level: { id: level.id, name: level.name, rank: level.rank },
    badges: computeBadges(record).map((id) => ({ id, ...memberBadges[id] })),
    completedSwaps: record.completedSwaps,
    hoursTaught: record.hoursTaught,
    rating: record.rating,
    reviewCount: record.reviewCount,
  };
}

/** `GET /api/reputations?ids=a,b,c`: the levels of up to 50 members at once (Explore cards). */
export const memberLevelsQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(50)),
});

export const memberLevelListSchema = z.object({
  items: z.array(z.object({ memberId: z.uuid(), level: reputationSchema.shape.level })),
});
export type MemberLevelList = z.infer<typeof memberLevelListSchema>;
