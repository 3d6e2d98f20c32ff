import { vehicleName } from '../notifications/texts';

export interface MatchedVehicle {
  id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  imageUrl: string;
  dealershipName: string;
  city: string;
  state: string;
}

export interface MatchedItem {
  id: string;
  userId: string;
  startYear: number;
  endYear: number;
  searchRadius: number;
}

export interface VehicleMatchRow {
  id: string;
  userId: string;
  title: string;
  imageUrl: string;
  longBody: string;
  link: string;
  inventoryId: string;
  createdAt: string;
}

const years = (item: MatchedItem) => (item.startYear === item.endYear ? `${item.startYear}` : `${item.startYear}–${item.endYear}`);

/** What a VehicleMatch says; the link opens the vehicle detail (section 2). Whole miles, so the
 * text is the same whichever side (listing or buy list item) found the match. */
export function vehicleMatchText(vehicle: MatchedVehicle, item: MatchedItem, miles: number) {
  const name = vehicleName(vehicle.year, vehicle.make, vehicle.model);
  return {
    title: `Vehicle match: ${name}`,
    longBody:
      `A ${name} matching your buy list (${years(item)}, within ${item.searchRadius} miles) is for sale at ` +
      `${vehicle.dealershipName}, ${vehicle.city}, ${vehicle.state}, ${Math.round(miles)} miles away.`,
    link: `/inventorydetail/${vehicle.vin}`,
  };
}
