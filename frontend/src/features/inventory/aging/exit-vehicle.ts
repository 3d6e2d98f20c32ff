import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { reachVehicleOf, type ReachVehicle } from '../../../shared/standing-order-reach/standing-order-reach';

/** What the one-click exits (reprice, spotlight, Buy Now price) need to know of a vehicle. */
export interface ExitVehicle {
  id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  /** "2021 Toyota Camry LE": the dialogs name the vehicle. */
  title: string;
  listPrice: number | null;
  priceToMarket: number | null;
  buyNowPrice: number | null;
  spotlight: boolean;
  sold: boolean;
  /** The standing-order reach question about it (issue 35). */
  reach: ReachVehicle;
}

const price = (text: string | undefined): number | null => {
  const value = Number((text ?? '').replace(/[$,\s]/g, ''));
  return text && Number.isFinite(value) && value > 0 ? value : null;
};

export const exitVehicleOf = (item: InventoryItem): ExitVehicle => ({
  id: item.id,
  vin: item.vin,
  year: item.year,
  make: item.make,
  model: item.model,
  title: vehicleTitle(item),
  listPrice: price(item.data['List Price']),
  priceToMarket: item.market.priceToMarket,
  buyNowPrice: item.buyNowPrice,
  spotlight: item.spotlight,
  sold: item.sold,
  reach: reachVehicleOf(item),
});
