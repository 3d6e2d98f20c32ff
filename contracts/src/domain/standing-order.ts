/**
 * A standing order's rules that both sides apply (issue 35): which vehicles it bids on, at what
 * amount, and its day in its time zone. The command side's decider makes offers by them; the
 * query side's reach count (what a seller would get) answers with the same words.
 *
 *   orderMatches(order, vehicle)       make, model, years, radius, trims, mileage, listing types
 *   standingOfferAmount(order, facts)  the lowest of the maximum, the list price and the value share
 *   dayIn(now, timeZone)               YYYY-MM-DD where the order's dealership is
 */
import type { ListingType } from '../enums';

/** What an order asks of a vehicle (the buy list item's wants and the order's own). */
export interface OrderWants {
  make: string;
  model: string;
  startYear: number;
  endYear: number;
  searchRadius: number;
  trims: readonly string[];
  maxMileage: number | null;
  listingTypes: readonly ListingType[];
}

/** A vehicle as an order sees it: how far its dealership is from the order's centre (the
 * caller's great-circle distance), its mileage (null: unknown). */
export interface OrderVehicle {
  milesAway: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  /** null: not known yet (a seller asking before listing); only orders open to any type match. */
  listingType: ListingType | null;
  mileage: number | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the vehicle is one the order wants. An order with a mileage cap bids only on vehicles
 * whose mileage is known: an unknown odometer could be anything. */
export function orderMatches(order: OrderWants, vehicle: OrderVehicle): boolean {
  if (!same(order.make, vehicle.make) || !same(order.model, vehicle.model)) return false;
  if (vehicle.year < order.startYear || vehicle.year > order.endYear) return false;
  if (order.trims.length > 0 && !order.trims.some((trim) => same(trim, vehicle.trim))) return false;
  if (order.maxMileage !== null && (vehicle.mileage === null || vehicle.mileage > order.maxMileage)) return false;
  if (order.listingTypes.length > 0 && (vehicle.listingType === null || !order.listingTypes.includes(vehicle.listingType))) return false;
  return vehicle.milesAway <= order.searchRadius;
}

export interface OrderPrices {
  maxPrice: number;
  maxPercentOfValue: number | null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The amount the order offers: the lowest of its maximum, the list price and, when it has a
 * percentage, that share of the vehicle's network value. null (no offer): a vehicle without a
 * list price (the seller named no price, and the order only ever pays at or below it), a
 * percentage with no value known, or nothing left above zero.
 */
export function standingOfferAmount(order: OrderPrices, facts: { listPrice: number | null; value: number | null }): number | null {
  if (facts.listPrice === null) return null;
  const limits = [order.maxPrice, facts.listPrice];
  if (order.maxPercentOfValue !== null) {
    if (facts.value === null) return null;
    limits.push((facts.value * order.maxPercentOfValue) / 100);
  }
  const amount = cents(Math.min(...limits));
  return amount > 0 ? amount : null;
}

/** The calendar day (YYYY-MM-DD) of `now` in `timeZone`: the day the caps count in. */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** What an order offered on its last day of offers, and whether another offer fits its caps today. */
export interface OrderDay {
  day: string;
  units: number;
  dollars: number;
}

export function fitsCaps(
  caps: { maxUnitsPerDay: number; maxDollarsPerDay: number },
  last: OrderDay | null,
  today: string,
  amount: number,
): boolean {
  const spent = last && last.day === today ? last : { units: 0, dollars: 0 };
  return spent.units + 1 <= caps.maxUnitsPerDay && cents(spent.dollars + amount) <= caps.maxDollarsPerDay;
}
