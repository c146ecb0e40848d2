import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import { memberIdsSql, type CommunityRow } from '../communities/index.ts';
import { filterConditions, type ExploreFilter } from '../explore/index.ts';

/** A community member as the map reads them: their city's centre, and whether they let it be shown. */
export type MapMemberRow = {
  id: string;
  name: string;
  avatar_url: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Their location privacy shows the city and their profile is public. */
  shows_city: boolean;
};

/**
 * The community's active members that `viewerId` may see (neither side of a block), with their city centre.
 * The map places only those whose `shows_city` holds and whose centre is known; the others are only counted.
 */
export async function listMapMembers(
  db: DbOrTx,
  community: Pick<CommunityRow, 'id' | 'builtin'>,
  viewerId: string,
): Promise<MapMemberRow[]> {
  const result = await db.execute<MapMemberRow>(sql`
    SELECT p.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name, p.avatar_url,
      nullif(trim(p.location_city), '') AS city, p.city_latitude AS latitude, p.city_longitude AS longitude,
      (p.show_location_detail IN ('full', 'city') AND p.profile_visibility = 'public') AS shows_city
    FROM ${memberIdsSql(community)} m
    JOIN users u ON u.id = m.id JOIN profiles p ON p.id = m.id
    WHERE u.deleted_at IS NULL AND p.deleted_at IS NULL
      AND m.id NOT IN (${separatedMemberIdsSql(viewerId)})`);
  return result.rows.map((row) => ({
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  }));
}

/**
 * The most members Explore's map places for one search: a directory larger than this shows its best ranked.
 */
const exploreMapLimit = 20_000;

/**
 * The members Explore finds for the filter (public profiles only, as Explore lists them), best ranked first,
 * with their city centre; a signed-in viewer never sees those a block separates them from.
 */
export async function listExploreMapMembers(
  db: DbOrTx,
  filter: ExploreFilter,
  viewerId: string | null,
): Promise<MapMemberRow[]> {
  const conditions = filterConditions(filter, 'walk');
  if (viewerId) conditions.push(sql`id NOT IN (${separatedMemberIdsSql(viewerId)})`);
  const result = await db.execute<MapMemberRow>(sql`
    WITH found AS (
      SELECT id, explore_rank FROM public_profiles WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY explore_rank DESC, id DESC LIMIT ${exploreMapLimit}
    )
    SELECT p.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name, p.avatar_url,
      nullif(trim(p.location_city), '') AS city, p.city_latitude AS latitude, p.city_longitude AS longitude,
      p.show_location_detail IN ('full', 'city') AS shows_city
    FROM found f JOIN profiles p ON p.id = f.id JOIN users u ON u.id = p.id
    ORDER BY f.explore_rank DESC, f.id DESC`);
  return result.rows.map((row) => ({
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  }));
}
