import type { Commands } from '@dtn/command-service/command-set';
import { generateDemoData, type DemoData } from './demo-data';
import { inParallel } from './in-parallel';
import { seedSalesHistory, type SalesHistoryCommands } from './seed-sales-history';

export interface SeedSummary {
  dealerGroups: number;
  dealerships: number;
  users: number;
  vehicles: number;
  sales: number;
}

/** Rows per importInventory call: one feed per dealership, in slices to keep each call short. */
const importSlice = 250;
/** Commands in flight at once while seeding. */
const seedConcurrency = 8;

/**
 * Applies the demo world through the write side's commands, so the read model is built by the
 * projections exactly as for real data. Runs as the system (actor null) except spotlights, which
 * a seller of the vehicle's dealer group performs. Ids are fixed, so a second run would hit the
 * same streams: call it only when the store lacks the demo (the embedded server checks the first
 * demo dealer group's stream). With the offer commands, the world's sales history too
 * (./seed-sales-history.ts), between the dealerships and their staff.
 */
export async function seedDemoData(
  commands: Commands,
  options: { now: Date; data?: DemoData; offers?: SalesHistoryCommands },
): Promise<SeedSummary> {
  const data = options.data ?? generateDemoData(options.now);
  const system = { actor: null, now: options.now };
  // Streams of one phase are independent: several commands at once, so their appends share the
  // event store's group commits. A phase starts once the one it builds on has finished.
  await inParallel(data.dealerGroups, seedConcurrency, (group) => commands.createDealerGroup(group, system));
  await inParallel(data.dealerships, seedConcurrency, (dealership) => commands.createDealership(dealership, system));
  // The history before the staff: it happened before their accounts (see seedSalesHistory).
  const sales = options.offers ? await seedSalesHistory(commands, options.offers, data) : 0;
  await inParallel(data.users, seedConcurrency, (user) => commands.registerUser(user, system));

  await inParallel(data.dealerships, seedConcurrency, async (dealership) => {
    const rows = data.vehicles.filter((v) => v.dealershipId === dealership.id);
    const seller = data.users.find((u) => u.sellAuthority && u.dealerGroupId === dealership.dealerGroupId);
    const actor = seller ? { id: seller.id, role: seller.role, dealerGroupId: seller.dealerGroupId } : null;
    for (let start = 0; start < rows.length; start += importSlice) {
      const slice = rows.slice(start, start + importSlice);
      const outcome = await commands.importInventory(
        { dealershipId: dealership.id, vehicles: slice.map(({ dealershipId: _d, spotlight: _s, ...row }) => row) },
        system,
      );
      const spotlit = slice.flatMap((row, i) => (row.spotlight ? [outcome.ids[i]!] : []));
      await inParallel(spotlit, seedConcurrency, (inventoryId) => commands.spotlightVehicle({ inventoryId }, { actor, now: options.now }));
    }
  });
  return {
    dealerGroups: data.dealerGroups.length,
    dealerships: data.dealerships.length,
    users: data.users.length,
    vehicles: data.vehicles.length,
    sales,
  };
}
