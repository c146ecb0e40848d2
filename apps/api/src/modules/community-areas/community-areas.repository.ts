import { and, eq, sql, type SQL } from 'drizzle-orm';
import { communityAreas } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { memberIdsSql, type CommunityRow } from '../communities/index.ts';

/** A profile's city as areas compare it: trimmed, ignoring case. */
const cityKeySql = (column: SQL) => sql`lower(trim(${column}))`;

/**
 * SQL: whether the profile `p` shows its city (location privacy `city` or `full`) and the city is one of the
 * area `ar`'s: a member who hides their city is never placed in an area by it.
 */
const livesInAreaSql = sql`(p.show_location_detail IN ('full', 'city')
  AND ${cityKeySql(sql`p.location_city`)} IN (SELECT lower(trim(c)) FROM unnest(ar.cities) c))`;

export type AreaListRow = {
  id: string;
  name: string;
  cities: string[];
  postcode_prefixes: string[];
  coordinator_id: string | null;
  coordinator_name: string | null;
  members: number | string;
};

/**
 * The community's areas by name, each with its coordinator's name and the active members whose city is in it.
 */
export async function listAreas(
  db: DbOrTx,
  community: Pick<CommunityRow, 'id' | 'builtin'>,
): Promise<AreaListRow[]> {
  const result = await db.execute<AreaListRow>(sql`
    SELECT ar.id, ar.name, ar.cities, ar.postcode_prefixes, ar.coordinator_id,
      CASE WHEN cu.id IS NOT NULL THEN ${memberDisplayNameSql(aliasedNameColumns('cu', 'cp'))} END AS coordinator_name,
      (SELECT count(*) FROM ${memberIdsSql(community)} m JOIN profiles p ON p.id = m.id
        WHERE ${livesInAreaSql}) AS members
    FROM community_areas ar
    LEFT JOIN users cu ON cu.id = ar.coordinator_id AND cu.deleted_at IS NULL
    LEFT JOIN profiles cp ON cp.id = cu.id
    WHERE ar.community_id = ${community.id}
    ORDER BY lower(ar.name), ar.id`);
  return result.rows;
}

export async function countAreas(db: DbOrTx, communityId: string): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM community_areas WHERE community_id = ${communityId}`,
  );
  return Number(result.rows[0]!.n);
}

export async function findArea(db: DbOrTx, communityId: string, areaId: string) {
  const [row] = await db
    .select()
    .from(communityAreas)
    .where(and(eq(communityAreas.communityId, communityId), eq(communityAreas.id, areaId)));
  return row ?? null;
}

export async function findAreaNamed(db: DbOrTx, communityId: string, name: string) {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM community_areas
    WHERE community_id = ${communityId} AND lower(name) = lower(${name})`);
  return result.rows[0] ?? null;
}

export type AreaValues = Pick<
  typeof communityAreas.$inferInsert,
  'name' | 'cities' | 'postcodePrefixes' | 'coordinatorId'
>;

export async function insertArea(db: DbOrTx, communityId: string, values: AreaValues & { now: Date }) {
  const [row] = await db
    .insert(communityAreas)
    .values({ communityId, ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function updateArea(db: DbOrTx, areaId: string, values: AreaValues & { now: Date }) {
  const { now, ...rest } = values;
  await db
    .update(communityAreas)
    .set({ ...rest, updatedAt: now })
    .where(eq(communityAreas.id, areaId));
}

export async function deleteArea(db: DbOrTx, areaId: string) {
  await db.delete(communityAreas).where(eq(communityAreas.id, areaId));
}

/**
 * SQL: the ids of everyone who was ever a member of the area's community and lives in it: their profile's
 * city is one of its cities or, with `byPostcode`, the postcode area they gave for reports starts with one of
 * its prefixes (impact reports only: the map never reads what members told for reports).
 */
export function areaMemberIdsSql(areaId: string, options: { byPostcode: boolean }): SQL {
  const byPostcode = options.byPostcode
    ? sql`OR EXISTS (SELECT 1 FROM member_reporting_details d, unnest(ar.postcode_prefixes) x
        WHERE d.member_id = cm.member_id AND d.postcode_area LIKE x || '%')`
    : sql``;
  return sql`(SELECT cm.member_id FROM community_areas ar
    JOIN community_members cm ON cm.community_id = ar.community_id
    JOIN profiles p ON p.id = cm.member_id
    WHERE ar.id = ${areaId} AND (${livesInAreaSql} ${byPostcode}))`;
}
