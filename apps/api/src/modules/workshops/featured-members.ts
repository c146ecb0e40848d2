import { skillCategories, type SkillCategory } from '@skillswap/contracts/shared/categories';
import { workshopRules, type FeaturedMember } from '@skillswap/contracts/workshops/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { listEligibleEliteMembers, nextRotationTurn } from './featured-members.repository.ts';

const isCategory = (value: string): value is SkillCategory =>
  (skillCategories as readonly string[]).includes(value);

/**
 * Explore's "Featured" row (Elite): up to 4 visible Elite members relevant to the search or
 * category, rotated fairly. Every load takes the next number of a database sequence and shows the window of
 * eligible members (in id order) that starts 4 × that number along, wrapping round: consecutive loads walk
 * the whole list, so over any run of loads each member is shown as often as the others, give or take one,
 * across all server processes.
 */
export async function listFeaturedMembers(
  db: DbOrTx,
  query: { search?: string | undefined; category?: string | undefined },
): Promise<{ items: FeaturedMember[] }> {
  const category = query.category && isCategory(query.category) ? query.category : undefined;
  const rows = await listEligibleEliteMembers(db, { search: query.search, category });
  if (rows.length === 0) return { items: [] };
  const turn = await nextRotationTurn(db);
  const size = Math.min(workshopRules.featuredSize, rows.length);
  const start = Number((turn * BigInt(size)) % BigInt(rows.length));
  const shown = Array.from({ length: size }, (_, offset) => rows[(start + offset) % rows.length]!);
  return {
    items: shown.map((row) => ({
      id: row.id,
      fullName: row.full_name ?? 'SkillSwap member',
      avatarUrl: row.avatar_url,
      skillsOffered: row.skills_offered,
      rating: Number(row.rating),
    })),
  };
}
