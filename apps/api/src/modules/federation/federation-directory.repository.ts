import { eq, sql, type SQL } from 'drizzle-orm';
import type { PartnerMember } from '@skillswap/contracts/federation/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { federationLinks } from '../../db/schema/index.ts';
import type { LinkRow } from './federation.repository.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

type SharedRow = {
  id: string;
  name: string;
  skills_offered: string[];
  skills_wanted: string[];
  city: string | null;
  rating: number | string;
};

/**
 * The members partner exchanges may see (ADR 185): those who opted in, with a public profile, not deleted or
 * suspended. Only the shared fields are read, so nothing else can leave by mistake; the city only when the
 * member shows it at home (`full` or `city`). `filter` and `tail` are the caller's own SQL.
 */
const selectShared = (filter: SQL, tail: SQL) => sql<SharedRow>`
    SELECT p.id, coalesce(p.full_name, '') AS name, p.skills_offered, p.skills_wanted,
      CASE WHEN p.show_location_detail IN ('full', 'city') THEN nullif(trim(p.location_city), '') END AS city,
      p.rating::float8 AS rating
    FROM profiles p JOIN users u ON u.id = p.id
    WHERE p.visible_to_partners AND p.deleted_at IS NULL AND p.profile_visibility = 'public'
      AND u.deleted_at IS NULL AND u.suspended_at IS NULL ${filter}
    ${tail}`;

const toPartnerMember = (row: SharedRow): PartnerMember => ({
  id: row.id,
  name: row.name,
  skillsOffered: row.skills_offered,
  skillsWanted: row.skills_wanted,
  city: row.city,
  rating: Number(row.rating),
});

/** One page of the members partner exchanges may see, best ranked first as on Explore. */
export async function listPartnerVisibleMembers(
  db: DbOrTx,
  search: { q: string; page: number; pageSize: number },
): Promise<{ members: PartnerMember[]; hasMore: boolean }> {
  const matches = search.q ? sql`AND p.search_text LIKE lower(${`%${escapeLike(search.q)}%`})` : sql``;
  const result = await db.execute<SharedRow>(
    selectShared(
      matches,
      sql`ORDER BY p.explore_rank DESC, p.id
    LIMIT ${search.pageSize + 1} OFFSET ${(search.page - 1) * search.pageSize}`,
    ),
  );
  return {
    members: result.rows.slice(0, search.pageSize).map(toPartnerMember),
    hasMore: result.rows.length > search.pageSize,
  };
}

/**
 * One member partner exchanges may see, by id (ADR 211); null for anyone else, whatever the reason, so a
 * partner learns nothing of who is not visible.
 */
export async function findPartnerVisibleProfile(db: DbOrTx, memberId: string): Promise<PartnerMember | null> {
  const result = await db.execute<SharedRow>(selectShared(sql`AND p.id = ${memberId}`, sql``));
  const row = result.rows[0];
  return row ? toPartnerMember(row) : null;
}

/** The links nothing stops: not paused, not ended. */
export async function listActiveLinks(db: DbOrTx): Promise<LinkRow[]> {
  return db
    .select()
    .from(federationLinks)
    .where(eq(federationLinks.status, 'active'))
    .orderBy(federationLinks.peerName);
}
