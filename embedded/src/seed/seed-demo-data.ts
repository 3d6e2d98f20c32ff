import type { Commands } from '@dtn/command-service/command-set';
import { generateDemoData, type DemoData } from './demo-data';

export interface SeedSummary {
  dealerGroups: number;
  dealerships: number;
  users: number;
  vehicles: number;
}

/** Rows per importInventory call: one feed per dealership, in slices to keep each call short. */
const importSlice = 250;

/**
 * Applies the demo world through the write side's commands, so the read model is built by the
 * projections exactly as for real data. Runs as the system (actor null) except spotlights, which
 * a seller of the vehicle's dealer group performs. Ids are fixed, so a second run would hit the
 * same streams: call it only when the store lacks the demo (the embedded server checks the first
 * demo dealer group's stream).
 */
export async function seedDemoData(commands: Commands, options: { now: Date; data?: DemoData }): Promise<SeedSummary> {
  const data = options.data ?? generateDemoData(options.now);
  const system = { actor: null, now: options.now };
  for (const group of data.dealerGroups) await commands.createDealerGroup(group, system);
  for (const dealership of data.dealerships) await commands.createDealership(dealership, system);
  for (const user of data.users) await commands.registerUser(user, system);

  for (const dealership of data.dealerships) {
    const rows = data.vehicles.filter((v) => v.dealershipId === dealership.id);
    for (let start = 0; start < rows.length; start += importSlice) {
      const slice = rows.slice(start, start + importSlice);
      const outcome = await commands.importInventory(
        { dealershipId: dealership.id, vehicles: slice.map(({ dealershipId: _d, spotlight: _s, ...row }) => row) },
        system,
      );
      const seller = data.users.find((u) => u.sellAuthority && u.dealerGroupId === dealership.dealerGroupId);
      const actor = seller ? { id: seller.id, role: seller.role, dealerGroupId: seller.dealerGroupId } : null;
      for (const [i, row] of slice.entries()) {
        if (row.spotlight) await commands.spotlightVehicle({ inventoryId: outcome.ids[i]! }, { actor, now: options.now });
      }
    }
  }
  return {
    dealerGroups: data.dealerGroups.length,
    dealerships: data.dealerships.length,
    users: data.users.length,
    vehicles: data.vehicles.length,
  };
}
