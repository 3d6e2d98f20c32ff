import type { VehicleData } from '@dtn/contracts';

/** Field-by-field equality of two feed descriptions of a vehicle; key order in `data` and the
 * representation of dates do not count as a change, so re-importing an unchanged feed appends nothing. */
export function sameVehicle(a: VehicleData, b: VehicleData): boolean {
  return (
    a.vin === b.vin &&
    a.stockNumber === b.stockNumber &&
    a.year === b.year &&
    a.make === b.make &&
    a.model === b.model &&
    a.trim === b.trim &&
    a.listingType === b.listingType &&
    a.tradeIn === b.tradeIn &&
    a.postId === b.postId &&
    Date.parse(a.inventoryDate) === Date.parse(b.inventoryDate) &&
    a.images.length === b.images.length &&
    a.images.every((image, i) => image === b.images[i]) &&
    sameRecord(a.data, b.data)
  );
}

function sameRecord(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
