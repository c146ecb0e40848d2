import { useId } from 'react';
import { Link } from 'react-router';
import type { CommunityMap, MapPlaces } from '@skillswap/contracts/map/schemas';
import { memberProfilePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ClusterListItem } from './cluster-list-item.tsx';
import { PlaceListItems } from './map-places.tsx';

/**
 * What the view shows, in words: each group with a way to zoom in on it, then each member with their city,
 * then the posts and workshops switched on.
 */
export function ViewList({
  data,
  places,
  onZoom,
}: {
  data: CommunityMap;
  places: readonly MapPlaces[];
  onZoom: (cluster: CommunityMap['clusters'][number]) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const empty =
    data.clusters.length === 0 &&
    data.members.length === 0 &&
    places.every((kind) => kind.clusters.length === 0 && kind.places.length === 0);
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('map.list.title')}
      </h2>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('map.list.empty')}</p>
      ) : (
        <ul className="grid gap-1">
          {data.clusters.map((cluster) => (
            <ClusterListItem
              key={`c${cluster.id}`}
              label={t('map.list.cluster', { count: cluster.count, city: cluster.city })}
              zoomLabel={t('map.cluster', { count: cluster.count, city: cluster.city })}
              onZoom={() => onZoom(cluster)}
            />
          ))}
          {data.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <Link
                to={memberProfilePath(member.id)}
                className="font-medium underline-offset-2 hover:underline wrap-anywhere"
              >
                {member.name}
              </Link>
              <span className="text-sm text-muted-foreground wrap-anywhere">{member.city}</span>
            </li>
          ))}
          {places.map((kind) => (
            <PlaceListItems key={kind.kind} places={kind} onZoom={onZoom} />
          ))}
        </ul>
      )}
    </section>
  );
}
