import { sql, type SQL } from 'drizzle-orm';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import type { DbOrTx } from '../../db/client.ts';
import { postVisibleToOthersSql } from '../board/index.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import { workshopVisibleToSql } from '../workshops/index.ts';

/**
 * A board post or a workshop as the map reads it: what names it, and the centre of the city it is placed in.
 */
export type MapPlaceRow = {
  id: string;
  title: string;
  city: string;
  latitude: number;
  longitude: number;
  starts_at: Date | string | null;
};

/** Which posts or workshops a map asks for, beyond what the viewer may see. */
export interface MapPlaceFilter {
  /** Only those by these members (a community's member ids, SQL from the communities module). */
  authors?: SQL | undefined;
  /** Lower-cased text the post or workshop must hold. */
  term?: string | undefined;
  /** Posts of this category (workshops have none). */
  category?: SkillCategory | undefined;
}

/** The most places of one kind a map reads for one view: a larger board shows its newest, or soonest. */
const mapPlacesLimit = 5_000;

// A place is drawn only where its author lets their city be shown, as a member is (ADR 175).
const showsCitySql = sql`pr.show_location_detail IN ('full', 'city')`;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const toPlaceRow = (row: MapPlaceRow): MapPlaceRow => ({
  ...row,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

/**
 * Open, unexpired posts with a known city that the board would list to `viewerId` (its own visibility rule:
 * listed authors, no block either way, a private community's posts for its members only), newest first.
 */
export async function listMapPosts(
  db: DbOrTx,
  options: { viewerId: string; now: Date; filter: MapPlaceFilter },
): Promise<MapPlaceRow[]> {
  const { filter } = options;
  const conditions = [
    sql`p.status = 'open' AND p.expires_at > ${options.now}`,
    postVisibleToOthersSql(options.viewerId),
    showsCitySql,
    sql`nullif(trim(p.city), '') IS NOT NULL AND p.city_latitude IS NOT NULL AND p.city_longitude IS NOT NULL`,
  ];
  if (filter.authors) conditions.push(sql`p.author_id IN ${filter.authors}`);
  if (filter.term) conditions.push(sql`p.search_text LIKE ${likePattern(filter.term)}`);
  if (filter.category) conditions.push(sql`p.category = ${filter.category}`);
  const result = await db.execute<MapPlaceRow>(sql`
    SELECT p.id, p.title, trim(p.city) AS city, p.city_latitude AS latitude, p.city_longitude AS longitude,
      NULL AS starts_at
    FROM board_posts p JOIN profiles pr ON pr.id = p.author_id JOIN users u ON u.id = p.author_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${mapPlacesLimit}`);
  return result.rows.map(toPlaceRow);
}

/**
 * Scheduled, not yet started, in-person workshops that the workshop list would show `viewerId` (its own rule:
 * a community's workshops for its active members only), by hosts who are listed, show their city and share no
 * block with the viewer, soonest first. A workshop is placed at its host's city: its place is free text,
 * often an address, and only those booked read it.
 */
export async function listMapWorkshops(
  db: DbOrTx,
  options: { viewerId: string | null; now: Date; filter: MapPlaceFilter },
): Promise<MapPlaceRow[]> {
  const { filter } = options;
  const conditions = [
    sql`workshops.status = 'scheduled' AND workshops.starts_at >= ${options.now}`,
    sql`workshops.place_kind = 'in_person'`,
    workshopVisibleToSql(options.viewerId),
    sql`pr.deleted_at IS NULL AND pr.profile_visibility = 'public' AND u.deleted_at IS NULL
      AND u.suspended_at IS NULL`,
    showsCitySql,
    sql`nullif(trim(pr.location_city), '') IS NOT NULL AND pr.city_latitude IS NOT NULL
      AND pr.city_longitude IS NOT NULL`,
  ];
  if (options.viewerId) {
    conditions.push(sql`workshops.host_id NOT IN (${separatedMemberIdsSql(options.viewerId)})`);
  }
  if (filter.authors) conditions.push(sql`workshops.host_id IN ${filter.authors}`);
  if (filter.term) {
    const pattern = likePattern(filter.term);
    conditions.push(sql`(workshops.title ILIKE ${pattern} OR workshops.skill ILIKE ${pattern}
      OR workshops.description ILIKE ${pattern})`);
  }
  const result = await db.execute<MapPlaceRow>(sql`
    SELECT workshops.id, workshops.title, trim(pr.location_city) AS city, pr.city_latitude AS latitude,
      pr.city_longitude AS longitude, workshops.starts_at
    FROM workshops JOIN profiles pr ON pr.id = workshops.host_id JOIN users u ON u.id = workshops.host_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY workshops.starts_at, workshops.id
    LIMIT ${mapPlacesLimit}`);
  return result.rows.map(toPlaceRow);
}
