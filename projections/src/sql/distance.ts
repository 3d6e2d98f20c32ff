import { EARTH_RADIUS_MILES } from '@dtn/platform/geo/distance';

/** Haversine distance in miles between a row's latitude/longitude and (fromLat, fromLon), in SQL.
 * The same formula as platform/geo/distance, so server-side filters agree with the TS helper. */
export const haversineMilesSql = (lat: string, lon: string, fromLat: string, fromLon: string): string =>
  `2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
     power(sin(radians(${lat} - ${fromLat}) / 2), 2)
     + cos(radians(${fromLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${fromLon}) / 2), 2))))`;
