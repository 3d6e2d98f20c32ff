/** Mean earth radius; also the constant of the SQL form of the formula (query-service). Unit
 * conversions (spec section 9) are in @dtn/contracts' constants. */
export const EARTH_RADIUS_MILES = 3958.7613;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in miles. */
export function distanceInMiles(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `miles` of `center`, for an
 * index-friendly pre-filter before the exact distance check. */
export function boundingBox(center: LatLon, miles: number) {
  const dLat = miles / 69.0;
  const cos = Math.max(0.01, Math.cos((center.latitude * Math.PI) / 180));
  const dLon = miles / (69.172 * cos);
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLon,
    maxLongitude: center.longitude + dLon,
  };
}
