import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesAtlas from 'world-atlas/countries-110m.json';
import type { MapPlaceKind, MapPlaces, MapViewQuery } from '@skillswap/contracts/map/schemas';
import { mapLimits } from '@skillswap/contracts/map/schemas';
import { Button } from '@/components/ui/button.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useMapPlaces } from '../api/map-places.ts';
import { useMembersMap, type MapSource } from '../api/map.ts';
import { MapLayerSwitches, PlaceMarkers, type MapLayers } from './map-places.tsx';
import { ViewList } from './map-view-list.tsx';

// The drawing's own units: it scales to the page's width, and markers (HTML, not SVG) keep their size.
const width = 800;
const height = 480;
/** A map tile's width at zoom 0: the world is 256 × 2^zoom units wide, as in every web map. */
const tileSize = 256;
/** The closest a fitted first view goes: a city and its surroundings. */
const fittedZoomLimit = 12;

interface View {
  zoom: number;
  longitude: number;
  latitude: number;
}

// Natural Earth's countries at 1:110m, shipped in the package: the map needs no tile server and no network.
const atlas = countriesAtlas as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(atlas, atlas.objects.countries).features;

function projectionOf(view: View): GeoProjection {
  return geoMercator()
    .scale((tileSize * 2 ** view.zoom) / (2 * Math.PI))
    .center([view.longitude, view.latitude])
    .translate([width / 2, height / 2])
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
}

/** The Mercator height of a latitude, as a share of the world's width. */
const mercatorY = (latitude: number) =>
  Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, latitude)) * Math.PI) / 360)) / (2 * Math.PI);

/** The closest view that holds every point, with a margin for the markers. */
function fittedView([west, south, east, north]: readonly [number, number, number, number]): View {
  const spanX = (east - west) / 360;
  const spanY = mercatorY(north) - mercatorY(south);
  let zoom = fittedZoomLimit;
  while (
    zoom > 1 &&
    (spanX * tileSize * 2 ** zoom > width - 120 || spanY * tileSize * 2 ** zoom > height - 120)
  ) {
    zoom -= 1;
  }
  return { zoom, longitude: (west + east) / 2, latitude: (south + north) / 2 };
}

const wrapped = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
const fixed = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/** The query of what a view shows: its zoom and, unless it shows the whole world's width, its edges. */
function queryOf(view: View): Omit<MapViewQuery, 'area'> {
  if (tileSize * 2 ** view.zoom <= width) return { zoom: view.zoom };
  const projection = projectionOf(view);
  const [west = 0, north = 0] = projection.invert?.([0, 0]) ?? [];
  const [east = 0, south = 0] = projection.invert?.([width, height]) ?? [];
  return {
    zoom: view.zoom,
    west: fixed(wrapped(west)),
    south: fixed(Math.max(-85, south)),
    east: fixed(wrapped(east)),
    north: fixed(Math.min(85, north)),
  };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/**
 * A community's members on a map drawn from bundled boundaries (ADR 175): each at an
 * approximate point, grouped when close at this zoom. Drag or use the arrow keys to move, the buttons or +
 * and − to zoom; a group zooms in when chosen. The list under the map says the same in words, for screen
 * readers and anyone who prefers it. Geography is never mirrored in a right-to-left language; the controls
 * and the list are.
 */
export function MembersMap({ source }: { source: MapSource }) {
  const { t } = useTranslation();
  const helpId = useId();
  const [view, setView] = useState<View | null>(null);
  // Other members (another area, another search) are fitted afresh: the first answer's box is theirs.
  const sourceKey = JSON.stringify(source);
  const [shownSource, setShownSource] = useState(sourceKey);
  if (shownSource !== sourceKey) {
    setShownSource(sourceKey);
    setView(null);
  }
  // While a drag lasts the drawing follows the pointer; the view is asked for once it ends.
  const [dragView, setDragView] = useState<View | null>(null);
  const drag = useRef<{ x: number; y: number; from: View; scale: number } | null>(null);
  const query = useMemo(() => (view ? queryOf(view) : { zoom: 0 }), [view]);
  const map = useMembersMap(source, query);
  const data = map.data;
  // Posts and workshops are asked for only once switched on (ADR 193); the board is for signed-in members.
  const { user } = useAuth();
  const kinds: MapPlaceKind[] = source.kind === 'community' || user ? ['post', 'workshop'] : ['workshop'];
  const [layers, setLayers] = useState<MapLayers>({ members: true, post: false, workshop: false });
  const posts = useMapPlaces(source, 'post', query, layers.post && kinds.includes('post'));
  const workshops = useMapPlaces(source, 'workshop', query, layers.workshop);
  const shownPlaces = [
    layers.post && kinds.includes('post') ? posts.data : undefined,
    layers.workshop ? workshops.data : undefined,
  ].filter((places): places is MapPlaces => places !== undefined);
  const fitted = data?.bounds ?? shownPlaces.find((places) => places.bounds)?.bounds ?? null;

  if (view === null && fitted) {
    // The first answer (the whole world) says where everyone is: fit the view to them.
    setView(fittedView(fitted));
  }
  const shownView = useMemo(
    () => dragView ?? view ?? { zoom: 1, longitude: 0, latitude: 20 },
    [dragView, view],
  );
  const projection = useMemo(() => projectionOf(shownView), [shownView]);
  const path = useMemo(() => geoPath(projection), [projection]);

  const zoomTo = (zoom: number, centre?: { longitude: number; latitude: number }) =>
    setView((current) => {
      const from = current ?? shownView;
      return {
        zoom: Math.max(1, Math.min(mapLimits.maxZoom, zoom)),
        longitude: centre?.longitude ?? from.longitude,
        latitude: centre?.latitude ?? from.latitude,
      };
    });
  const panBy = (dx: number, dy: number) => {
    const [longitude = 0, latitude = 0] = projection.invert?.([width / 2 + dx, height / 2 + dy]) ?? [];
    setView({
      zoom: shownView.zoom,
      longitude: wrapped(longitude),
      latitude: Math.max(-80, Math.min(80, latitude)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const step = {
      ArrowLeft: [-width / 4, 0],
      ArrowRight: [width / 4, 0],
      ArrowUp: [0, -height / 4],
      ArrowDown: [0, height / 4],
    }[event.key];
    if (step) panBy(step[0]!, step[1]!);
    else if (event.key === '+' || event.key === '=') zoomTo(shownView.zoom + 1);
    else if (event.key === '-' || event.key === '_') zoomTo(shownView.zoom - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && !(event.target instanceof SVGElement)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      from: shownView,
      scale: width / event.currentTarget.clientWidth,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = (event.clientX - start.x) * start.scale;
    const dy = (event.clientY - start.y) * start.scale;
    const [longitude = 0, latitude = 0] =
      projectionOf(start.from).invert?.([width / 2 - dx, height / 2 - dy]) ?? [];
    setDragView({
      zoom: start.from.zoom,
      longitude: wrapped(longitude),
      latitude: Math.max(-80, Math.min(80, latitude)),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
    if (dragView) setView(dragView);
    setDragView(null);
  };

  if (map.isError) return <p role="alert">{t('map.loadFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('map.loading')}</p>;

  const at = (point: { longitude: number; latitude: number }) => {
    const [x = -1, y = -1] = projection([point.longitude, point.latitude]) ?? [];
    return x >= 0 && x <= width && y >= 0 && y <= height
      ? { left: `${(x / width) * 100}%`, top: `${(y / height) * 100}%` }
      : null;
  };

  const zoomOn = (cluster: { expansionZoom: number; longitude: number; latitude: number }) =>
    zoomTo(cluster.expansionZoom, cluster);
  return (
    <div className="grid gap-4">
      <MapLayerSwitches layers={layers} onChange={setLayers} kinds={kinds} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('map.summary', { count: data.shown })}{' '}
        {data.notShown > 0 && t('map.notShown', { count: data.notShown })}{' '}
        {shownPlaces
          .map((places) => t(`map.placesSummary.${places.kind}`, { count: places.shown }))
          .join(' ')}
      </p>
      {data.shown === 0 && shownPlaces.every((places) => places.shown === 0) ? (
        <p className="rounded-lg border p-4">
          {source.kind === 'community' ? t('map.nobody') : t('map.nobodyFound')}
        </p>
      ) : (
        <>
          <div className="relative">
            {/* An application: a screen reader passes the arrow keys through to it, and they move the map. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- its keys move the map */}
            <div
              role="application"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focused to be moved by its keys
              tabIndex={0}
              aria-label={source.kind === 'community' ? t('map.label') : t('map.labelFound')}
              aria-describedby={helpId}
              aria-busy={map.isFetching || posts.isFetching || workshops.isFetching}
              dir="ltr"
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              className="relative w-full cursor-grab touch-none overflow-hidden rounded-lg border bg-muted select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
              style={{ aspectRatio: `${width} / ${height}` }}
              data-testid="members-map"
            >
              <svg
                viewBox={`0 0 ${width} ${height}`}
                className="absolute inset-0 h-full w-full"
                aria-hidden="true"
              >
                {countries.map((country, index) => {
                  // A country wholly out of view draws nothing: it is left out of the page.
                  const outline = path(country);
                  return (
                    outline && (
                      <path
                        key={country.id ?? index}
                        d={outline}
                        fill="var(--card)"
                        stroke="var(--border)"
                        strokeWidth={0.75}
                      />
                    )
                  );
                })}
              </svg>
              {layers.members &&
                data.clusters.map((cluster) => {
                  const position = at(cluster);
                  return (
                    position && (
                      <button
                        key={`c${cluster.id}`}
                        type="button"
                        onClick={() => zoomTo(cluster.expansionZoom, cluster)}
                        aria-label={t('map.cluster', { count: cluster.count, city: cluster.city })}
                        className="absolute grid size-9 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-background bg-primary text-xs font-bold text-primary-foreground shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                        style={position}
                      >
                        {cluster.count}
                      </button>
                    )
                  );
                })}
              {shownPlaces.map((places) => (
                <PlaceMarkers key={places.kind} places={places} at={at} onZoom={zoomOn} />
              ))}
              {layers.members &&
                data.members.map((member) => {
                  const position = at(member);
                  return (
                    position && (
                      <Link
                        key={member.id}
                        to={memberProfilePath(member.id)}
                        aria-label={t('map.member', { name: member.name, city: member.city })}
                        title={member.name}
                        className="absolute grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-primary bg-background text-[0.65rem] font-semibold shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                        style={position}
                      >
                        <span aria-hidden="true">{initials(member.name)}</span>
                      </Link>
                    )
                  );
                })}
            </div>
            <div className="absolute end-2 top-2 grid gap-1">
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="bg-background"
                onClick={() => zoomTo(shownView.zoom + 1)}
                disabled={shownView.zoom >= mapLimits.maxZoom}
                aria-label={t('map.zoomIn')}
              >
                +
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="bg-background"
                onClick={() => zoomTo(shownView.zoom - 1)}
                disabled={shownView.zoom <= 1}
                aria-label={t('map.zoomOut')}
              >
                −
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={helpId} className="text-xs text-muted-foreground">
              {t('map.help')}
            </p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => fitted && setView(fittedView(fitted))}
            >
              {t('map.showEveryone')}
            </Button>
          </div>
          <ViewList
            data={layers.members ? data : { ...data, clusters: [], members: [] }}
            places={shownPlaces}
            onZoom={zoomOn}
          />
        </>
      )}
    </div>
  );
}
