import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import { memberIdsSql, type CommunityRow } from '../communities/index.ts';

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
 * The community's active members that `viewerId` may see (neither side of a block), with their city centre. The
 * map places only those whose `shows_city` holds and whose centre is known; the others are only counted.
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
