import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { GraduationCap, StickyNote } from 'lucide-react';
import type { MapPlace, MapPlaceKind, MapPlaces } from '@skillswap/contracts/map/schemas';
import { boardPostPath, workshopPath } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ClusterListItem } from './cluster-list-item.tsx';

/** What the viewer has switched on: members, board posts, workshops. */
export type MapLayers = { members: boolean } & Record<MapPlaceKind, boolean>;

type Cluster = MapPlaces['clusters'][number];

// Each kind is told apart by its shape and its icon as well as its colour: a member is a circle, a post a
// square, a workshop a diamond. Light fills with dark edges read on the light and the dark map alike.
const looks: Record<MapPlaceKind, { shape: string; colour: string; Icon: typeof StickyNote }> = {
  post: { shape: 'rounded-[3px]', colour: 'border-amber-900 bg-amber-200 text-amber-950', Icon: StickyNote },
  workshop: {
    shape: 'rotate-45 rounded-[3px]',
    colour: 'border-sky-900 bg-sky-200 text-sky-950',
    Icon: GraduationCap,
  },
};
const pathOf = (place: MapPlace) =>
  place.kind === 'post' ? boardPostPath(place.id) : workshopPath(place.id);

/** A small copy of a kind's marker, for the legend. */
function Swatch({ kind }: { kind: MapPlaceKind | 'members' }) {
  if (kind === 'members') {
    return (
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded-full border-2 border-primary bg-background"
      />
    );
  }
  const { shape, colour, Icon } = looks[kind];
  return (
    <span aria-hidden="true" className={`inline-grid size-4 place-items-center border-2 ${shape} ${colour}`}>
      <Icon className={`size-2.5 ${kind === 'workshop' ? '-rotate-45' : ''}`} />
    </span>
  );
}

/** The map's switches, which are also its legend: each names a kind beside its marker. */
export function MapLayerSwitches({
  layers,
  onChange,
  kinds,
}: {
  layers: MapLayers;
  onChange: (layers: MapLayers) => void;
  kinds: readonly MapPlaceKind[];
}) {
  const { t } = useTranslation();
  const names = {
    members: t('map.layers.members'),
    post: t('map.layers.posts'),
    workshop: t('map.layers.workshops'),
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-3 py-2">
      <legend className="px-1 text-sm font-medium">{t('map.layers.title')}</legend>
      {/* eslint-disable-next-line i18next/no-literal-string -- a layer's id, not text */}
      {(['members', ...kinds] as const).map((layer) => (
        <label key={layer} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={layers[layer]}
            onChange={(event) => onChange({ ...layers, [layer]: event.target.checked })}
          />
          <Swatch kind={layer} />
          {names[layer]}
        </label>
      ))}
    </fieldset>
  );
}

/** One kind's groups and places over the drawing, each a button (zoom in) or a link to its page. */
export function PlaceMarkers({
  places,
  at,
  onZoom,
}: {
  places: MapPlaces;
  at: (point: { longitude: number; latitude: number }) => CSSProperties | null;
  onZoom: (cluster: Cluster) => void;
}) {
  const { t } = useTranslation();
  const { when } = useFormatters();
  const { shape, colour, Icon } = looks[places.kind];
  const marker = `absolute grid -translate-x-1/2 -translate-y-1/2 place-items-center border-2 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${colour}`;
  // The diamond is a turned square; what it holds is turned back upright.
  const upright = places.kind === 'workshop' ? '-rotate-45' : '';
  return (
    <>
      {places.clusters.map((cluster) => {
        const position = at(cluster);
        return (
          position && (
            <button
              key={`${places.kind}-c${cluster.id}`}
              type="button"
              onClick={() => onZoom(cluster)}
              aria-label={t(`map.${places.kind}Cluster`, { count: cluster.count, city: cluster.city })}
              className={`${marker} ${shape} size-9 text-xs font-bold`}
              style={position}
            >
              <span className={upright} aria-hidden="true">
                {cluster.count}
              </span>
            </button>
          )
        );
      })}
      {places.places.map((place) => {
        const position = at(place);
        return (
          position && (
            <Link
              key={place.id}
              to={pathOf(place)}
              aria-label={
                place.kind === 'post'
                  ? t('map.post', { title: place.title, city: place.city })
                  : t('map.workshop', {
                      title: place.title,
                      city: place.city,
                      when: when(place.startsAt ?? ''),
                    })
              }
              title={place.title}
              className={`${marker} ${shape} size-7`}
              style={position}
              data-place={place.kind}
            >
              <Icon aria-hidden="true" className={`size-4 ${upright}`} />
            </Link>
          )
        );
      })}
    </>
  );
}

/**
 * One kind's groups and places in the list beside the map, in words, each with its page or a way to zoom in.
 */
export function PlaceListItems({
  places,
  onZoom,
}: {
  places: MapPlaces;
  onZoom: (cluster: Cluster) => void;
}) {
  const { t } = useTranslation();
  const { when } = useFormatters();
  const kindId = useId();
  return (
    <>
      {places.clusters.map((cluster) => (
        <ClusterListItem
          key={`${places.kind}-c${cluster.id}`}
          label={t(`map.list.${places.kind}Cluster`, { count: cluster.count, city: cluster.city })}
          zoomLabel={t(`map.${places.kind}Cluster`, { count: cluster.count, city: cluster.city })}
          swatch={<Swatch kind={places.kind} />}
          onZoom={() => onZoom(cluster)}
        />
      ))}
      {places.places.map((place) => (
        <li
          key={place.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
        >
          <span className="flex min-w-0 items-center gap-2">
            <Swatch kind={place.kind} />
            <span id={`${kindId}-${place.id}`} className="sr-only">
              {place.kind === 'post' ? t('map.layers.posts') : t('map.layers.workshops')}
            </span>
            <Link
              to={pathOf(place)}
              aria-describedby={`${kindId}-${place.id}`}
              className="font-medium underline-offset-2 hover:underline wrap-anywhere"
            >
              {place.title}
            </Link>
          </span>
          <span className="text-sm text-muted-foreground wrap-anywhere">
            {place.kind === 'post'
              ? t('map.list.post', { city: place.city })
              : t('map.list.workshop', { city: place.city, when: when(place.startsAt ?? '') })}
          </span>
        </li>
      ))}
    </>
  );
}
