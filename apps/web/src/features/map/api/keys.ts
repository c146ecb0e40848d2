import { sharedKeys } from '@/lib/query-keys.ts';
import type { MapSource, MapView } from './map.ts';

/** A community's map is under the community's key, so joining or leaving reads it again; Explore's is not. */
export const mapKeys = {
  view: (source: MapSource, view: MapView) =>
    source.kind === 'community'
      ? ([...sharedKeys.communities.one(source.slug), 'map', source.area, view] as const)
      : (['explore', 'map', source.q, source.category, source.community, view] as const),
};
