import zipcodes from 'zipcodes';

export interface PostalCodeLocation {
  postalCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Resolves a real US postal code (first 5 digits) to its city, state and coordinates, from the
 * `zipcodes` package's data; null when the code does not exist. */
export function lookupPostalCode(postalCode: string): PostalCodeLocation | null {
  const five = postalCode.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const hit = zipcodes.lookup(five);
  if (!hit) return null;
  return { postalCode: five, city: hit.city, state: hit.state, latitude: hit.latitude, longitude: hit.longitude };
}
