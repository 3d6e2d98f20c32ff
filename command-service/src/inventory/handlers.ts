import type { EventStore, Position } from '@dtn/platform/event-store/port';
import type { CommandContext } from '../shared/command-context';
import { run } from '../shared/run';
import { decide, type InventoryCommand } from './decide';
import { importInventory, type ImportInventoryInput, type ImportInventoryOutcome } from './import-inventory';
import type { LiveVinsElsewhere } from './read-models';
import { inventoryDecider } from './state';

/** `position` is null when the command changed nothing. */
export interface InventoryHandlers {
  importInventory(input: ImportInventoryInput, ctx: CommandContext): Promise<ImportInventoryOutcome>;
  spotlightVehicle(input: { inventoryId: string }, ctx: CommandContext): Promise<{ position: Position | null }>;
  unspotlightVehicle(input: { inventoryId: string }, ctx: CommandContext): Promise<{ position: Position | null }>;
  /** The seller sets, changes or clears (null) the Buy Now price. */
  setBuyNowPrice(input: { inventoryId: string; price: number | null }, ctx: CommandContext): Promise<{ position: Position | null }>;
  /** The seller sets a new list price. */
  repriceVehicle(input: { inventoryId: string; listPrice: number }, ctx: CommandContext): Promise<{ position: Position | null }>;
  /** A sale outside the offers (tests, the demo); an accepted offer sells through offer/handlers. */
  markVehicleSold(input: { inventoryId: string; offerId?: string | null }, ctx: CommandContext): Promise<{ position: Position | null }>;
}

export interface InventoryHandlerOptions {
  /** Who lists a VIN already (read model): a listing elsewhere makes a new one a 409. Absent: no such check. */
  liveVinsElsewhere?: LiveVinsElsewhere;
}

/** The inventory use cases: read -> decide -> append on stream `inventory-{id}`. */
export function createInventoryHandlers(store: EventStore, options: InventoryHandlerOptions = {}): InventoryHandlers {
  // These answers carry no id: the caller named the vehicle.
  const onVehicle = async (id: string, ctx: CommandContext, command: (now: Date) => InventoryCommand) => {
    const { position } = await run(store, inventoryDecider, id, ctx, (state, { now }) => decide(command(now), state));
    return { position };
  };

  return {
    importInventory: (input, ctx) => importInventory(store, input, ctx, options.liveVinsElsewhere),

    spotlightVehicle: ({ inventoryId }, ctx) =>
      onVehicle(inventoryId, ctx, () => ({ type: 'SpotlightVehicle', data: { id: inventoryId }, actor: ctx.actor })),

    unspotlightVehicle: ({ inventoryId }, ctx) =>
      onVehicle(inventoryId, ctx, () => ({ type: 'UnspotlightVehicle', data: { id: inventoryId }, actor: ctx.actor })),

    setBuyNowPrice: ({ inventoryId, price }, ctx) =>
      onVehicle(inventoryId, ctx, () => ({ type: 'SetBuyNowPrice', data: { id: inventoryId, price }, actor: ctx.actor })),

    repriceVehicle: ({ inventoryId, listPrice }, ctx) =>
      onVehicle(inventoryId, ctx, () => ({ type: 'RepriceVehicle', data: { id: inventoryId, listPrice }, actor: ctx.actor })),

    markVehicleSold: ({ inventoryId, offerId }, ctx) =>
      onVehicle(inventoryId, ctx, (now) => ({
        type: 'MarkVehicleSold',
        data: { id: inventoryId, offerId: offerId ?? null },
        actor: ctx.actor,
        now,
      })),
  };
}
