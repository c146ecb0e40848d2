import type {
  ExploreMapQuery,
  MapPlace,
  MapPlaceKind,
  MapPlaces,
  MapViewQuery,
} from '@skillswap/contracts/map/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { assertCanSeeContent, communityScope, memberIdsSql, standingIn } from '../communities/index.ts';
import { areaOfCommunity } from '../community-areas/index.ts';
import {
  listMapPosts,
  listMapWorkshops,
  type MapPlaceFilter,
  type MapPlaceRow,
} from './map-places.repository.ts';
import { approximatePoint, boundsOf, cityKey, groupForView, rounded } from './map.service.ts';

// Each kind its own seed: a post or workshop is moved from its city's centre as a member is, but
// not onto them.
const seeds: Record<MapPlaceKind, string> = {
  post: 'skillswap-map-post',
  workshop: 'skillswap-map-workshop',
};

const listers = {
  post: (db: DbOrTx, options: { viewerId: string | null; now: Date; filter: MapPlaceFilter }) =>
    options.viewerId === null
      ? Promise.resolve([])
      : listMapPosts(db, { ...options, viewerId: options.viewerId }),
  workshop: listMapWorkshops,
};

/**
 * The open board posts or upcoming workshops of a community's members on its map (ADR 193), as the board and
 * the workshop list would show them to the viewer, placed and grouped as its members are.
 */
export async function getCommunityMapPlaces(
  db: DbOrTx,
  options: { kind: MapPlaceKind; viewerId: string; slug: string; query: MapViewQuery; now: Date },
): Promise<MapPlaces> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  const area = options.query.area
    ? await areaOfCommunity(db, standing.community.id, options.query.area)
    : null;
  const rows = await listers[options.kind](db, {
    viewerId: options.viewerId,
    now: options.now,
    filter: { authors: memberIdsSql(standing.community) },
  });
  // One area (ADR 176): the places in its cities.
  const areaCities = new Set(area?.cities.map(cityKey));
  return placesOf(
    options.kind,
    area ? rows.filter((row) => areaCities.has(cityKey(row.city))) : rows,
    options.query,
  );
}

/**
 * Explore's map view's posts or workshops (ADR 193): those matching its text (and, for posts, its category),
 * by the community's members when it names one, as the board and the workshop list would show them
 * to the viewer.
 */
export async function getExploreMapPlaces(
  db: DbOrTx,
  options: { kind: MapPlaceKind; viewerId: string | null; query: ExploreMapQuery; now: Date },
): Promise<MapPlaces> {
  const { q, category, community, ...view } = options.query;
  const term = q?.trim().toLowerCase() ?? '';
  const authors = community ? await communityScope(db, community, options.viewerId) : undefined;
  // A control character (a line break) is in no title: nothing can match.
  if (/\p{Cc}/u.test(term)) return placesOf(options.kind, [], view);
  const rows = await listers[options.kind](db, {
    viewerId: options.viewerId,
    now: options.now,
    filter: { authors, term: term || undefined, category: options.kind === 'post' ? category : undefined },
  });
  return placesOf(options.kind, rows, view);
}

/**
 * Places at their approximate points, grouped at the view's zoom, and only what lies in it when it is given.
 */
function placesOf(
  kind: MapPlaceKind,
  rows: readonly MapPlaceRow[],
  asked: Omit<MapViewQuery, 'area'>,
): MapPlaces {
  const places: MapPlace[] = rows.map((row) => {
    const point = approximatePoint(row.id, row.latitude, row.longitude, seeds[kind]);
    return {
      id: row.id,
      kind,
      title: row.title,
      city: row.city,
      latitude: rounded(point.latitude),
      longitude: rounded(point.longitude),
      startsAt: row.starts_at === null ? null : new Date(row.starts_at).toISOString(),
    };
  });
  const result: MapPlaces = {
    zoom: asked.zoom,
    kind,
    shown: places.length,
    bounds: null,
    clusters: [],
    places: [],
  };
  if (places.length === 0) return result;
  const grouped = groupForView(places, asked);
  grouped.points.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  return { ...result, bounds: boundsOf(places), clusters: grouped.clusters, places: grouped.points };
}
