import { streamIds } from '@dtn/contracts';
import type { Commands } from '@dtn/command-service/command-set';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { generateDemoData, type DemoData } from './demo-data';
import { inParallel } from './in-parallel';
import { freshSteps, type SeedSteps } from './seed-progress';
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
 * demo dealer group's stream), or with `steps` that skip what the store holds (a run that stopped
 * half-way, ./seed-progress.ts). With the offer commands, the world's sales history too
 * (./seed-sales-history.ts), between the dealerships and their staff.
 */
export async function seedDemoData(
  commands: Commands,
  options: { now: Date; data?: DemoData; offers?: SalesHistoryCommands; steps?: SeedSteps },
): Promise<SeedSummary> {
  const data = options.data ?? generateDemoData(options.now);
  const { steps = freshSteps } = options;
  const system = { actor: null, now: options.now };
  // Streams of one phase are independent: several commands at once, so their appends share the
  // event store's group commits. A phase starts once the one it builds on has finished.
  await inParallel(data.dealerGroups, seedConcurrency, async (group) => {
    if (!(await steps.exists(streamIds.dealerGroup(group.id)))) await commands.createDealerGroup(group, system);
  });
  await inParallel(data.dealerships, seedConcurrency, async (dealership) => {
    if (!(await steps.exists(streamIds.dealership(dealership.id)))) await commands.createDealership(dealership, system);
  });
  // The history before the staff: it happened before their accounts (see seedSalesHistory).
  const sales = options.offers ? await seedSalesHistory(commands, options.offers, data, steps) : 0;
  await inParallel(data.users, seedConcurrency, async (user) => {
    if (!(await steps.exists(streamIds.user(user.id)))) await commands.registerUser(user, system);
  });

  await inParallel(data.dealerships, seedConcurrency, async (dealership) => {
    const rows = data.vehicles.filter((v) => v.dealershipId === dealership.id);
    const seller = data.users.find((u) => u.sellAuthority && u.dealerGroupId === dealership.dealerGroupId);
    const actor = seller ? { id: seller.id, role: seller.role, dealerGroupId: seller.dealerGroupId } : null;
    const streamOf = (vin: string) => streamIds.inventory(inventoryIdFor(dealership.id, vin));
    for (let start = 0; start < rows.length; start += importSlice) {
      const slice = rows.slice(start, start + importSlice);
      const missing = await only(slice, async (row) => !(await steps.exists(streamOf(row.vin))));
      if (missing.length > 0) {
        await commands.importInventory(
          { dealershipId: dealership.id, vehicles: missing.map(({ dealershipId: _d, spotlight: _s, ...row }) => row) },
          system,
        );
      }
      const spotlit = await only(
        slice.filter((row) => row.spotlight),
        async (row) => !(await steps.typesIn(streamOf(row.vin))).includes('VehicleSpotlighted'),
      );
      await inParallel(spotlit, seedConcurrency, (row) =>
        commands.spotlightVehicle({ inventoryId: inventoryIdFor(dealership.id, row.vin) }, { actor, now: options.now }),
      );
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

/** The items `keep` holds for, in order (asked a few at a time). */
async function only<T>(items: readonly T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const kept = new Array<boolean>(items.length);
  await inParallel(
    items.map((item, i) => [item, i] as const),
    seedConcurrency,
    async ([item, i]) => (kept[i] = await keep(item)),
  );
  return items.filter((_, i) => kept[i]);
}
