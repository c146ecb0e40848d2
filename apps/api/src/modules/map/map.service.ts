import { createHash } from 'node:crypto';
import Supercluster from 'supercluster';
import type {
  CommunityMap,
  ExploreMapQuery,
  MapMember,
  MapViewQuery,
} from '@skillswap/contracts/map/schemas';
import { mapLimits } from '@skillswap/contracts/map/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { assertCanSeeContent, standingIn } from '../communities/index.ts';
import { areaOfCommunity } from '../community-areas/index.ts';
import { scoped, toFilter } from '../explore/index.ts';
import { listExploreMapMembers, listMapMembers, type MapMemberRow } from './map.repository.ts';

const kmPerDegree = 111.32;

type MapCluster = CommunityMap['clusters'][number];

/**
 * Where a member is drawn: their city's centre moved by a fixed distance (up to 2 km) in a fixed direction,
 * both derived from their id, so the point never moves between views and never says more than the city does.
 * Posts and workshops pass their own seed, so one never lands on its author's point.
 */
export function approximatePoint(id: string, latitude: number, longitude: number, seed = 'skillswap-map') {
  const digest = createHash('sha256').update(`${seed}:${id}`).digest();
  const angle = (digest.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  // The square root spreads a city's members evenly over the disc instead of crowding its centre.
  const distanceKm = Math.sqrt(digest.readUInt32BE(4) / 2 ** 32) * mapLimits.maxOffsetKm;
  const cosLatitude = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const moved = {
    latitude: latitude + (distanceKm * Math.sin(angle)) / kmPerDegree,
    longitude: longitude + (distanceKm * Math.cos(angle)) / (kmPerDegree * cosLatitude),
  };
  return {
    latitude: Math.max(-85, Math.min(85, moved.latitude)),
    longitude: ((((moved.longitude + 180) % 360) + 360) % 360) - 180,
  };
}

export const cityKey = (city: string) => city.trim().toLowerCase();

// Five decimals: about a metre, more than an approximate point needs, and fewer bytes on the wire.
export const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The community's members' map for one view (ADR 175): members at approximate points,
 * grouped at `zoom` (a cluster's radius is about 40 screen pixels), and only what lies in the view when
 * it is given.
 */
export async function getCommunityMap(
  db: DbOrTx,
  options: { viewerId: string; slug: string; query: MapViewQuery },
): Promise<CommunityMap> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  const everyone = await listMapMembers(db, standing.community, options.viewerId);
  // One area (ADR 176): those who show their city and whose city is one of its cities.
  const area = options.query.area
    ? await areaOfCommunity(db, standing.community.id, options.query.area)
    : null;
  const areaCities = new Set(area?.cities.map(cityKey));
  const rows = area
    ? everyone.filter((row) => row.shows_city && row.city !== null && areaCities.has(cityKey(row.city)))
    : everyone;
  return mapOf(rows, options.query);
}

/**
 * Explore's map view (ADR 175): the members Explore finds for the same search, placed and
 * grouped as on a community's map. Visitors see it too, as they see Explore.
 */
export async function getExploreMap(
  db: DbOrTx,
  options: { viewerId: string | null; query: ExploreMapQuery },
): Promise<CommunityMap> {
  const { q, category, community, ...view } = options.query;
  const filter = await scoped(
    db,
    toFilter({ ...(q === undefined ? {} : { q }), ...(category ? { category } : {}), limit: 1 }),
    community,
    options.viewerId,
  );
  const rows = filter === null ? [] : await listExploreMapMembers(db, filter, options.viewerId);
  return mapOf(rows, view);
}

/**
 * Members at their approximate points, grouped at the view's zoom, and only what lies in it when it is given.
 */
function mapOf(rows: readonly MapMemberRow[], asked: Omit<MapViewQuery, 'area'>): CommunityMap {
  const placed = rows.filter(
    (row): row is MapMemberRow & { latitude: number; longitude: number; city: string } =>
      row.shows_city && row.latitude !== null && row.longitude !== null && row.city !== null,
  );
  const members: MapMember[] = placed.map((row) => {
    const point = approximatePoint(row.id, row.latitude, row.longitude);
    return {
      id: row.id,
      name: row.name,
      avatarUrl: row.avatar_url,
      city: row.city,
      latitude: rounded(point.latitude),
      longitude: rounded(point.longitude),
    };
  });
  const base = { zoom: asked.zoom, shown: members.length, notShown: rows.length - members.length };
  if (members.length === 0) return { ...base, bounds: null, clusters: [], members: [] };
  const grouped = groupForView(members, asked);
  grouped.points.sort((a, b) => a.name.localeCompare(b.name));
  return { ...base, bounds: boundsOf(members), clusters: grouped.clusters, members: grouped.points };
}

/**
 * Points grouped for one view: a cluster where several lie within about 40 screen pixels of each other at
 * `zoom` (named after its most common city, largest first), the point itself where it stands alone; only what
 * lies in the view when it is given. Past the last zoom but one nothing is grouped: the view is about
 * a kilometre across.
 */
export function groupForView<Point extends { latitude: number; longitude: number; city: string }>(
  points: readonly Point[],
  view: Omit<MapViewQuery, 'area'>,
): { clusters: MapCluster[]; points: Point[] } {
  const index = new Supercluster<{ point: Point }>({ radius: 80, maxZoom: mapLimits.maxZoom - 1 }).load(
    points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: { point },
    })),
  );
  const { zoom, west, south, east, north } = view;
  const box: [number, number, number, number] =
    west === undefined || south === undefined || east === undefined || north === undefined
      ? [-180, -85, 180, 85]
      : [west, south, east, north];
  const clusters: MapCluster[] = [];
  const alone: Point[] = [];
  for (const feature of index.getClusters(box, zoom)) {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const id = feature.properties.cluster_id;
      clusters.push({
        id,
        count: feature.properties.point_count,
        latitude: rounded(latitude),
        longitude: rounded(longitude),
        expansionZoom: Math.min(index.getClusterExpansionZoom(id), mapLimits.maxZoom),
        city: mostCommonCity(index.getLeaves(id, 50).map((leaf) => leaf.properties.point.city)),
      });
    } else {
      alone.push((feature.properties as { point: Point }).point);
    }
  }
  clusters.sort((a, b) => b.count - a.count);
  return { clusters, points: alone };
}

export function boundsOf(
  members: readonly { longitude: number; latitude: number }[],
): [number, number, number, number] {
  const longitudes = members.map((member) => member.longitude);
  const latitudes = members.map((member) => member.latitude);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}

export function mostCommonCity(cities: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const city of cities) counts.set(city, (counts.get(city) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}
