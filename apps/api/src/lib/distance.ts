import { sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from './errors.ts';
import { locateCityByText } from './gazetteer.ts';

/** A city centre and a radius: what a distance search looks for (ADR 86, city precision). */
export interface NearPoint {
  latitude: number;
  longitude: number;
  withinKm: number;
}

/** The radius of a distance search that names no radius, in km. */
export const defaultWithinKm = 50;

const kmPerDegreeLatitude = 111.2;

/**
 * The searched place: "Lyon" or "Lyon, France" from the offline gazetteer, with its radius. A city the
 * gazetteer does not know is a clear 400 naming it.
 */
export function locateNear(text: string, withinKm: number | undefined): NearPoint {
  const city = locateCityByText(text);
  if (!city) {
    throw new AppError(errorCodes.validation, 'common.unknownCity', { values: { city: text } });
  }
  return { latitude: city.latitude, longitude: city.longitude, withinKm: withinKm ?? defaultWithinKm };
}

/**
 * The conditions "the city centre in these two columns lies within the radius": the bounding box first (an
 * index on the two columns serves it), then the exact great-circle distance (the formula of `distanceKm`).
 */
export function withinDistanceSql(columns: { latitude: SQL; longitude: SQL }, near: NearPoint): SQL[] {
  const { latitude, longitude, withinKm } = near;
  const latitudeSpan = withinKm / kmPerDegreeLatitude;
  const cosine = Math.cos((latitude * Math.PI) / 180);
  const longitudeSpan = cosine > 0.01 ? withinKm / (kmPerDegreeLatitude * cosine) : 360;
  const conditions = [
    sql`${columns.latitude} BETWEEN ${latitude - latitudeSpan}::float8 AND ${latitude + latitudeSpan}::float8`,
  ];
  // Near the antimeridian the box would wrap; the exact distance below is then the only test.
  if (longitude - longitudeSpan > -180 && longitude + longitudeSpan < 180) {
    conditions.push(
      sql`${columns.longitude} BETWEEN ${longitude - longitudeSpan}::float8 AND ${longitude + longitudeSpan}::float8`,
    );
  }
  conditions.push(sql`6371 * 2 * asin(least(1, sqrt(
      power(sin(radians(${columns.latitude} - ${latitude}::float8) / 2), 2) +
      cos(radians(${latitude}::float8)) * cos(radians(${columns.latitude})) *
      power(sin(radians(${columns.longitude} - ${longitude}::float8) / 2), 2)))) <= ${withinKm}::float8`);
  return conditions;
}
