import { sql } from 'drizzle-orm';
import { skillCategories, type SkillCategory } from '@skillswap/contracts/categories';
import { workshopRules, type FeaturedMember } from '@skillswap/contracts/workshops';
import type { DbOrTx } from '../../db/client.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const isCategory = (value: string): value is SkillCategory =>
  (skillCategories as readonly string[]).includes(value);

/**
 * Explore's "Featured" row (Elite, issue 24): up to 4 visible Elite members relevant to the search or category,
 * rotated fairly. Every load takes the next number of a database sequence and shows the window of eligible
 * members (in id order) that starts 4 × that number along, wrapping round: consecutive loads walk the whole
 * list, so over any run of loads each member is shown as often as the others, give or take one, across all
 * server processes.
 */
export async function listFeaturedMembers(
  db: DbOrTx,
  query: { search?: string | undefined; category?: string | undefined },
): Promise<{ items: FeaturedMember[] }> {
  const conditions = [sql`pr.plan = 'elite'`];
  if (query.search) conditions.push(sql`pp.search_text ILIKE ${`%${escapeLike(query.search.toLowerCase())}%`}`);
  if (query.category && isCategory(query.category))
    conditions.push(sql`${query.category} = ANY (pp.skill_categories)`);
  const eligible = await db.execute<{
    id: string;
    full_name: string | null;
    avatar_url: string | null;
    skills_offered: string[];
    rating: number;
  }>(sql`
    SELECT pp.id, pp.full_name, pp.avatar_url, pp.skills_offered, pp.rating
    FROM public_profiles pp JOIN profiles pr ON pr.id = pp.id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY pp.id
    LIMIT 500`);
  const rows = eligible.rows;
  if (rows.length === 0) return { items: [] };
  const turn = await db.execute<{ turn: string }>(sql`SELECT nextval('featured_rotation_seq') AS turn`);
  const size = Math.min(workshopRules.featuredSize, rows.length);
  const start = Number((BigInt(turn.rows[0]!.turn) * BigInt(size)) % BigInt(rows.length));
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
