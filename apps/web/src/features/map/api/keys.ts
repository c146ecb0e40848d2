import type { MapPlaceKind } from '@skillswap/contracts/map/schemas';
import { sharedKeys } from '@/lib/query-keys.ts';
import type { MapSource, MapView } from './map.ts';

const sourceKey = (source: MapSource) =>
  source.kind === 'community'
    ? ([...sharedKeys.communities.one(source.slug), 'map', source.area] as const)
    : (['explore', 'map', source.q, source.category, source.community] as const);

/** A community's map is under the community's key, so joining or leaving reads it again; Explore's is not. */
export const mapKeys = {
  view: (source: MapSource, view: MapView) => [...sourceKey(source), view] as const,
  /** Posts or workshops on a map, under the same map's key. */
  places: (source: MapSource, kind: MapPlaceKind, view: MapView) =>
    [...sourceKey(source), 'places', kind, view] as const,
};
