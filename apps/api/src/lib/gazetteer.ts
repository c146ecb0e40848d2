import cityTimezones from 'city-timezones';

/** A city centre, as precise as Explore's distance filter ever gets (ADR 86). */
export interface CityPoint {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
}

type Entry = (typeof cityTimezones.cityMapping)[number];

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// The offline gazetteer (city-timezones, about 7,300 cities), indexed once by folded name: no network, ever.
let byName: Map<string, Entry[]> | null = null;
function entriesNamed(name: string): Entry[] {
  if (!byName) {
    byName = new Map();
    for (const entry of cityTimezones.cityMapping) {
      for (const key of new Set([fold(entry.city), fold(entry.city_ascii)])) {
        byName.set(key, [...(byName.get(key) ?? []), entry]);
      }
    }
  }
  return byName.get(fold(name)) ?? [];
}

const isInCountry = (entry: Entry, country: string) =>
  [entry.country, entry.iso2, entry.iso3, entry.province].some((name) => fold(name ?? '') === fold(country));

/**
 * The centre of a city by its name and, when given, its country (or region); among cities of the same name
 * the most populous wins ("London" is London, United Kingdom). Null when the gazetteer does not know it.
 */
export function locateCity(city: string, country?: string | null): CityPoint | null {
  const named = entriesNamed(city);
  const inCountry = country ? named.filter((entry) => isInCountry(entry, country)) : [];
  const candidates = inCountry.length > 0 ? inCountry : named;
  const best = candidates.reduce<Entry | null>(
    (top, entry) => (!top || entry.pop > top.pop ? entry : top),
    null,
  );
  if (!best) return null;
  return { name: best.city, country: best.country, latitude: best.lat, longitude: best.lng };
}

/** "Lyon, France" or "Lyon": the search box's way of naming a city. */
export function locateCityByText(text: string): CityPoint | null {
  const [city = '', ...rest] = text.split(',');
  return locateCity(city, rest.join(',').trim() || null);
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in km (the same formula the SQL filter uses). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
