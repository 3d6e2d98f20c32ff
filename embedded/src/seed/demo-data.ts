import {
  demoDealerGroups,
  demoDealerships,
  demoUsers,
  type DemoDealerGroup,
  type DemoDealership,
  type DemoUser,
} from './demo-organizations';
import { demoVehicles, type DemoVehicle } from './demo-vehicles';
import { seededRandom } from './prng';

export type { DemoDealerGroup, DemoDealership, DemoUser } from './demo-organizations';
export type { DemoVehicle } from './demo-vehicles';

export interface DemoData {
  dealerGroups: DemoDealerGroup[];
  dealerships: DemoDealership[];
  users: DemoUser[];
  vehicles: DemoVehicle[];
  /** Seed the feed and buy lists too (./demo-social.ts). */
  feed: boolean;
}

export const demoVehicleCount = 2400;
const demoSeed = 20240601;

/** The whole demo world as plain data. Deterministic: the same `now` gives the same data (ids
 * included), so seeding twice names the same streams. The full world carries the feed; the
 * smaller worlds of the tests (a vehicleCount) do not, unless they ask for it. */
export function generateDemoData(now: Date, options: { vehicleCount?: number; feed?: boolean } = {}): DemoData {
  const random = seededRandom(demoSeed);
  return {
    dealerGroups: demoDealerGroups,
    dealerships: demoDealerships,
    users: demoUsers,
    vehicles: demoVehicles(demoDealerships, options.vehicleCount ?? demoVehicleCount, now, random),
    feed: options.feed ?? options.vehicleCount === undefined,
  };
}
