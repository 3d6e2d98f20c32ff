/**
 * The demo reset (GET /api/demo/reset): brings the demo vehicles back to their seeded state
 * through events, so history stays replayable.
 *
 *   demoSeedTime(store, data?): Promise<Date | null>   when the demo was first seeded (null: never)
 *   resetDemo(store, commands, offers, options): Promise<DemoResetOutcome>
 *
 * The seed's `now` fixes the inventory dates, so the reset regenerates the seed from the same
 * time: the occurredAt metadata of the first demo dealer group's first event, which the seed
 * wrote with that `now` (no extra event needed, and stores seeded before the reset existed work).
 *
 * Scope (docs/architecture.md, "Demo reset"): `dealerGroupId` null resets every demo dealership
 * (Admin); a dealer admin's reset passes their group and touches only its dealerships' vehicles
 * and the offers on them.
 *
 * Per demo dealership in scope the seeded rows are imported again (a vehicle edited since gets
 * VehicleUpdated); a vehicle sold since the seed first has its won and live offers closed
 * (OfferCancelled, reason demo-reset, through the offer commands so notifications follow), then
 * VehicleRelisted: the vehicle is never won twice. A won offer left on a vehicle that is listed
 * (by a reset before this rule) is closed too. Spotlights are set and removed to match the seed.
 * Left as they are, on purpose: lost and cancelled offers (history), vehicles added to demo
 * dealerships after the seed, users, invites and organisations.
 */
import { streamIds } from '@dtn/contracts';
import type { Commands, OfferCommands } from '@dtn/command-service/command-set';
import { decide as decideInventory } from '@dtn/command-service/inventory/decide';
import { inventoryDecider } from '@dtn/command-service/inventory/state';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import { comparePositions, type EventStore, type Position } from '@dtn/platform/event-store/port';
import { NotFoundError } from '@dtn/platform/errors';
import { offersOnVehicles } from '@dtn/projections/read-models/offers/queries';
import { generateDemoData, type DemoData } from './demo-data';

interface DemoResetSummary {
  updated: number;
  relisted: number;
  spotlighted: number;
  unspotlighted: number;
  offersClosed: number;
}

/** The summary, and the position of the reset's last event (null: nothing changed) for the
 * answer's x-event-position, so the client reads its own reset. */
export interface DemoResetOutcome {
  summary: DemoResetSummary;
  position: Position | null;
}

export interface DemoResetOptions {
  /** The read models: which offers are on a vehicle (the offers read model). */
  db: SqlClient;
  data?: DemoData;
  /** Only this dealer group's demo dealerships; null: all of them. */
  dealerGroupId: string | null;
}

async function demoSeedTime(
  store: EventStore,
  data: Pick<DemoData, 'dealerGroups'> = generateDemoData(new Date(), { vehicleCount: 0 }),
): Promise<Date | null> {
  const first = data.dealerGroups[0];
  if (!first) return null;
  const { events } = await store.readStream(streamIds.dealerGroup(first.id));
  const occurredAt = events[0]?.metadata.occurredAt;
  return typeof occurredAt === 'string' ? new Date(occurredAt) : null;
}

/** Won and live offers per vehicle, from the read model (the vehicle's own stream names the
 * offer of its current sale; this adds live ones and won ones left from older resets). */
async function openOffersOn(db: SqlClient, inventoryIds: string[]): Promise<Map<string, { id: string; won: boolean }[]>> {
  const offers = await offersOnVehicles(db, inventoryIds, ['won', 'bidding-transportation', 'bid', 'submitted']);
  const byVehicle = new Map<string, { id: string; won: boolean }[]>();
  for (const offer of offers)
    byVehicle.set(offer.inventoryId, [...(byVehicle.get(offer.inventoryId) ?? []), { id: offer.id, won: offer.status === 'won' }]);
  return byVehicle;
}

export async function resetDemo(
  store: EventStore,
  commands: Pick<Commands, 'importInventory' | 'spotlightVehicle' | 'unspotlightVehicle'>,
  offers: Pick<OfferCommands, 'closeOfferForDemoReset'>,
  options: DemoResetOptions,
): Promise<DemoResetOutcome> {
  const seededAt = await demoSeedTime(store, options.data);
  if (!seededAt) throw new NotFoundError('The demo has not been seeded, so there is nothing to reset.');
  const data = options.data ?? generateDemoData(seededAt);
  const correlationId = newId();
  const system = { actor: null, correlationId };
  const summary: DemoResetSummary = { updated: 0, relisted: 0, spotlighted: 0, unspotlighted: 0, offersClosed: 0 };
  let last: Position | null = null;
  const reached = <T extends { position: Position | null }>(done: T): T => {
    if (done.position && (!last || comparePositions(done.position, last) > 0)) last = done.position;
    return done;
  };
  const close = async (offerIds: Iterable<string>) => {
    for (const id of new Set(offerIds)) {
      if (reached(await offers.closeOfferForDemoReset({ id }, system)).position) summary.offersClosed++;
    }
  };
  const inScope = data.dealerships.filter((d) => options.dealerGroupId === null || d.dealerGroupId === options.dealerGroupId);

  for (const dealership of inScope) {
    const rows = data.vehicles.filter((v) => v.dealershipId === dealership.id);
    if (rows.length === 0) continue;
    // The import restores the vehicle data; it never un-sells, so sales since the seed are relisted below.
    const outcome = reached(
      await commands.importInventory(
        { dealershipId: dealership.id, vehicles: rows.map(({ dealershipId: _d, spotlight: _s, ...row }) => row) },
        system,
      ),
    );
    summary.updated += outcome.updated;
    const open = await openOffersOn(
      options.db,
      outcome.ids.filter((_id, i) => !rows[i]!.sold),
    );
    for (const [i, row] of rows.entries()) {
      const id = outcome.ids[i]!;
      const state = await loadState(store, inventoryDecider, id);
      if (state.status === 'sold' && !row.sold) {
        // Offers first: between the two steps the vehicle is sold with no won offer, never listed with one.
        await close([...(state.offerId ? [state.offerId] : []), ...(open.get(id) ?? []).map((offer) => offer.id)]);
        reached(
          await handleCommand(
            store,
            [{ decider: inventoryDecider, id }],
            ([s]) => [decideInventory({ type: 'RelistVehicle', data: { id }, actor: null }, s)],
            { userId: null, correlationId, now: new Date() },
          ),
        );
        summary.relisted++;
      } else if (state.status === 'listed') {
        await close((open.get(id) ?? []).filter((offer) => offer.won).map((offer) => offer.id));
      }
      const spotlit = state.status !== 'unlisted' && state.spotlight;
      if (row.spotlight && !spotlit) {
        reached(await commands.spotlightVehicle({ inventoryId: id }, system));
        summary.spotlighted++;
      } else if (!row.spotlight && spotlit) {
        reached(await commands.unspotlightVehicle({ inventoryId: id }, system));
        summary.unspotlighted++;
      }
    }
  }
  return { summary, position: last };
}
