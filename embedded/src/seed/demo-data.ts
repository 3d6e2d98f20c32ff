import {
  demoDealerGroups,
  demoDealerships,
  demoUsers,
  type DemoDealerGroup,
  type DemoDealership,
  type DemoUser,
} from './demo-organizations';
import { demoVehicles, type DemoVehicle } from './demo-vehicles';
import { demoSales, type DemoSale } from './demo-sales';
import { seededRandom } from './prng';

export type { DemoDealerGroup, DemoDealership, DemoUser } from './demo-organizations';
export type { DemoVehicle } from './demo-vehicles';
export type { DemoSale } from './demo-sales';

export interface DemoData {
  dealerGroups: DemoDealerGroup[];
  dealerships: DemoDealership[];
  users: DemoUser[];
  vehicles: DemoVehicle[];
  /** The network's sales over the 180 days before `now` (./demo-sales.ts); empty when not asked for. */
  sales: DemoSale[];
  /** Seed the feed and buy lists too (./demo-social.ts). */
  feed: boolean;
}

export const demoVehicleCount = 2400;
const demoSeed = 20240601;
/** Its own sequence, so the history never moves the demo's vehicles. */
const salesSeed = 20240602;

/** The whole demo world as plain data. Deterministic: the same `now` gives the same data (ids
 * included), so seeding twice names the same streams. The full world carries the feed and the
 * sales history; the smaller worlds of the tests (a vehicleCount) do not, unless they ask for them. */
export function generateDemoData(now: Date, options: { vehicleCount?: number; feed?: boolean; salesHistory?: boolean } = {}): DemoData {
  const random = seededRandom(demoSeed);
  const full = options.vehicleCount === undefined;
  return {
    dealerGroups: demoDealerGroups,
    dealerships: demoDealerships,
    users: demoUsers,
    vehicles: demoVehicles(demoDealerships, options.vehicleCount ?? demoVehicleCount, now, random),
    sales: (options.salesHistory ?? full) ? demoSales(demoDealerships, demoUsers, now, seededRandom(salesSeed)) : [],
    feed: options.feed ?? full,
  };
}
