import { sql } from 'drizzle-orm';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import type { DbOrTx } from '../../db/client.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

// A type, not an interface: `execute` wants its row type to be a record.
type FeaturedRow = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  skills_offered: string[];
  rating: number;
};

/**
 * Visible Elite (and Enterprise) members matching the search and category, in id order (the rotation's fixed
 * order).
 */
export async function listEligibleEliteMembers(
  db: DbOrTx,
  filter: { search?: string | undefined; category?: SkillCategory | undefined },
): Promise<FeaturedRow[]> {
  const conditions = [sql`pr.plan IN ('elite', 'enterprise')`];
  if (filter.search)
    conditions.push(sql`pp.search_text ILIKE ${`%${escapeLike(filter.search.toLowerCase())}%`}`);
  if (filter.category) conditions.push(sql`${filter.category} = ANY (pp.skill_categories)`);
  const result = await db.execute<FeaturedRow>(sql`
    SELECT pp.id, pp.full_name, pp.avatar_url, pp.skills_offered, pp.rating
    FROM public_profiles pp JOIN profiles pr ON pr.id = pp.id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY pp.id
    LIMIT 500`);
  return result.rows;
}

/** The next turn of the featured rotation: one number per Explore load, shared by every server process. */
export async function nextRotationTurn(db: DbOrTx): Promise<bigint> {
  const result = await db.execute<{ turn: string }>(sql`SELECT nextval('featured_rotation_seq') AS turn`);
  return BigInt(result.rows[0]!.turn);
}

/**
 * Which of the given members are visible and carry the Elite badge (Elite, or Enterprise: everything in
 * Elite).
 */
export async function listVisibleEliteIds(db: DbOrTx, memberIds: string[]): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT pp.id FROM public_profiles pp JOIN profiles pr ON pr.id = pp.id
    WHERE pr.plan IN ('elite', 'enterprise') AND pp.id IN (${sql.join(
      memberIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return result.rows.map((row) => row.id);
}
