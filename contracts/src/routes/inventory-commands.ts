import { z } from 'zod';
import { minVehicleYear, vinLength } from '../constants';
import { vehicleData } from '../events/inventory-events';
import { defineRoute } from './route-spec';
import { RowId } from './inventory-queries';

/**
 * Write routes over inventory: spotlight toggle (spec section 7) and the dealer-management-system
 * feed import. Served by the command service; answers carry the position of the last appended
 * event (also in the event-position header) so the next query can wait for its own write.
 */

/** A feed date may be a date or a date-time; events always store the ISO date-time. */
const FeedDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((text) => new Date(text).toISOString());

/** One vehicle of an import feed: the event's vehicle fields, with the ones a feed commonly
 * leaves out defaulted, plus `sold` (the feed reports sales of vehicles it listed before). */
export const ImportVehicle = vehicleData.extend({
  vin: z.string().trim().length(vinLength).transform((vin) => vin.toUpperCase()),
  stockNumber: z.string().trim().min(1),
  year: z.number().int().min(minVehicleYear),
  make: z.string().trim().min(1),
  model: z.string().trim().min(1),
  trim: z.string().trim().default(''),
  images: z.array(z.string()).default([]),
  tradeIn: z.boolean().default(false),
  postId: z.string().nullable().default(null),
  inventoryDate: FeedDate,
  data: z.record(z.string(), z.string()).default({}),
  sold: z.boolean().default(false),
});
/** What a caller passes (defaults may be omitted). */
export type ImportVehicleInput = z.input<typeof ImportVehicle>;
/** What the import works with after validation. */
export type ImportVehicle = z.output<typeof ImportVehicle>;

/** "commit/prepare" of the last appended event; null when the command changed nothing. */
export const EventPositionText = z.string().nullable();

export const SpotlightResult = z.object({ id: RowId, position: EventPositionText });
export type SpotlightResult = z.infer<typeof SpotlightResult>;

export const spotlightVehicle = defineRoute({
  method: 'PUT',
  url: '/api/dealergroup/inventory/spotlight/:id',
  auth: 'user',
  permissions: ['SpotlightInventory'],
  summary: 'Spotlight a vehicle of your dealer group (no-op when already spotlighted; 409 when sold)',
  side: 'command',
  params: z.object({ id: RowId }),
  response: { 200: SpotlightResult },
});

export const unspotlightVehicle = defineRoute({
  method: 'PUT',
  url: '/api/dealergroup/inventory/unspotlight/:id',
  auth: 'user',
  permissions: ['SpotlightInventory'],
  summary: 'Remove the spotlight from a vehicle of your dealer group (no-op when not spotlighted)',
  side: 'command',
  params: z.object({ id: RowId }),
  response: { 200: SpotlightResult },
});

/** Either a feed file's text (parsed on the server) or rows already as JSON. Rows are validated
 * by the import itself, so every row error names `vehicles[i].field` whatever the format. */
export const ImportInventoryBody = z.union([
  z.object({ format: z.enum(['json', 'csv']), content: z.string().min(1) }),
  z.object({ vehicles: z.array(z.record(z.string(), z.unknown())) }),
]);
export type ImportInventoryBody = z.infer<typeof ImportInventoryBody>;

export const ImportInventoryResult = z.object({
  /** Inventory ids of the feed's rows, in row order. */
  ids: z.array(RowId),
  listed: z.number().int(),
  updated: z.number().int(),
  /** Vehicles the feed reported sold for the first time (counted besides listed/updated/unchanged). */
  sold: z.number().int(),
  unchanged: z.number().int(),
  position: EventPositionText,
});
export type ImportInventoryResult = z.infer<typeof ImportInventoryResult>;

export const importInventory = defineRoute({
  method: 'POST',
  url: '/api/dealergroup/inventory/import/:dealershipId',
  auth: 'user',
  // Managing a dealership's stock is the seller's side of inventory, the same grant as spotlighting.
  permissions: ['SpotlightInventory'],
  summary: 'Import a dealership inventory feed (JSON or CSV); re-importing updates instead of duplicating',
  side: 'command',
  params: z.object({ dealershipId: RowId }),
  body: ImportInventoryBody,
  response: { 200: ImportInventoryResult },
});
