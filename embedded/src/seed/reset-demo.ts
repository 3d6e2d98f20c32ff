/**
 * The demo reset (GET /api/demo/reset): brings the demo vehicles back to their seeded state
 * through events, so history stays replayable.
 *
 *   demoSeedTime(store, data?): Promise<Date | null>   when the demo was first seeded (null: never)
 *   resetDemo(store, commands, {data?}): Promise<DemoResetSummary>
 *
 * The seed's `now` fixes the inventory dates, so the reset regenerates the seed from the same
 * time: the occurredAt metadata of the first demo dealer group's first event, which the seed
 * wrote with that `now` (no extra event needed, and stores seeded before the reset existed work).
 *
 * Per demo dealership the seeded rows are imported again (a vehicle edited since gets
 * VehicleUpdated); a vehicle sold since the seed gets VehicleRelisted; spotlights are set and
 * removed to match the seed. Left as they are, on purpose: offers (their buyers' and sellers'
 * history; a lost or won offer on a relisted vehicle stays so, and new offers can be made),
 * vehicles added to demo dealerships after the seed, users, invites and organisations.
 */
import { streamIds } from '@dtn/contracts';
import type { Commands } from '@dtn/command-service/commands';
import { decide as decideInventory } from '@dtn/command-service/inventory/decide';
import { inventoryDecider } from '@dtn/command-service/inventory/state';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import { NotFoundError } from '@dtn/platform/errors';
import { generateDemoData, type DemoData } from './demo-data';

export interface DemoResetSummary {
  updated: number;
  relisted: number;
  spotlighted: number;
  unspotlighted: number;
}

export async function demoSeedTime(store: EventStore, data: Pick<DemoData, 'dealerGroups'> = generateDemoData(new Date(), { vehicleCount: 0 })): Promise<Date | null> {
  const first = data.dealerGroups[0];
  if (!first) return null;
  const { events } = await store.readStream(streamIds.dealerGroup(first.id));
  const occurredAt = events[0]?.metadata.occurredAt;
  return typeof occurredAt === 'string' ? new Date(occurredAt) : null;
}

export async function resetDemo(
  store: EventStore,
  commands: Pick<Commands, 'importInventory' | 'spotlightVehicle' | 'unspotlightVehicle'>,
  options: { data?: DemoData } = {},
): Promise<DemoResetSummary> {
  const seededAt = await demoSeedTime(store, options.data);
  if (!seededAt) throw new NotFoundError('The demo has not been seeded, so there is nothing to reset.');
  const data = options.data ?? generateDemoData(seededAt);
  const correlationId = newId();
  const system = { actor: null, correlationId };
  const summary: DemoResetSummary = { updated: 0, relisted: 0, spotlighted: 0, unspotlighted: 0 };

  for (const dealership of data.dealerships) {
    const rows = data.vehicles.filter((v) => v.dealershipId === dealership.id);
    if (rows.length === 0) continue;
    // The import restores the vehicle data; it never un-sells, so sales since the seed are relisted below.
    const outcome = await commands.importInventory(
      { dealershipId: dealership.id, vehicles: rows.map(({ dealershipId: _d, spotlight: _s, ...row }) => row) },
      system,
    );
    summary.updated += outcome.updated;
    for (const [i, row] of rows.entries()) {
      const id = outcome.ids[i]!;
      const state = await loadState(store, inventoryDecider, id);
      if (state.status === 'sold' && !row.sold) {
        await handleCommand(store, inventoryDecider, id, (s) => decideInventory({ type: 'RelistVehicle', data: { id }, actor: null }, s),
          { userId: null, correlationId, occurredAt: new Date() });
        summary.relisted++;
      }
      const spotlit = state.status !== 'unlisted' && state.spotlight;
      if (row.spotlight && !spotlit) {
        await commands.spotlightVehicle({ inventoryId: id }, system);
        summary.spotlighted++;
      } else if (!row.spotlight && spotlit) {
        await commands.unspotlightVehicle({ inventoryId: id }, system);
        summary.unspotlighted++;
      }
    }
  }
  return summary;
}
