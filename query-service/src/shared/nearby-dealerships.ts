import { boundingBox, EARTH_RADIUS_MILES, type LatLon } from '@dtn/platform/geo/distance';
import type { SqlClient } from '@dtn/platform/db/database';

/** Haversine distance in miles between a row's latitude/longitude and ($1, $2), in SQL. The
 * same formula as platform/geo/distance, so server-side filters agree with the TS helper. */
export const haversineMilesSql = (lat: string, lon: string, fromLat: string, fromLon: string): string =>
  `2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
     power(sin(radians(${lat} - ${fromLat}) / 2), 2)
     + cos(radians(${fromLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${fromLon}) / 2), 2))))`;

const NEARBY = `
SELECT id FROM rm_dealerships
 WHERE active
   AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4
   AND dealer_group_id IS DISTINCT FROM $5
   AND ${haversineMilesSql('latitude', 'longitude', '$6', '$7')} <= $8`;

/**
 * Ids of the active dealerships of OTHER dealer groups within `miles` of `center`. There are a
 * few thousand dealerships at most against hundreds of thousands of vehicles, so the radius is
 * resolved here once (bounding box on the location index, then the exact distance) and the
 * vehicle query filters on dealership_id = ANY(ids) with the dealership index.
 */
export async function nearbyDealershipIds(
  db: SqlClient,
  center: LatLon,
  miles: number,
  excludeDealerGroupId: string | null,
): Promise<string[]> {
  const box = boundingBox(center, miles);
  const { rows } = await db.query<{ id: string }>(NEARBY, [
    box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude,
    excludeDealerGroupId, center.latitude, center.longitude, miles,
  ]);
  return rows.map((row) => row.id);
}
