import { z } from 'zod';
import {
  maxExternalIdLength,
  maxFeedLength,
  maxFeedRows,
  maxFreeTextLength,
  maxBidAmount,
  maxImagesPerVehicle,
  maxNameLength,
  minBidAmount,
  maxUrlLength,
  minVehicleYear,
  vinLength,
} from '../constants';
import { vehicleData } from '../events/inventory-events';
import { Amount } from '../money';
import { defineRoute } from './route-spec';
import { RowId } from './inventory-queries';

/**
 * Write routes over inventory: spotlight toggle (spec section 7) and the dealer-management-system
 * feed import. Served by the command service; answers carry the position of the last appended
 * event (also in the event-position header) so the next query can wait for its own write.
 */

/** A feed date may be a date or a date-time; events always store the ISO date-time. Not before
 * 1900: no vehicle entered stock earlier, and PostgreSQL has no year 0 to store. */
const FeedDate = z
  .union([z.iso.datetime({ offset: true }).max(40), z.iso.date()])
  .transform((text) => new Date(text).toISOString())
  .refine((iso) => iso >= `${minVehicleYear}-01-01`, `inventoryDate must be ${minVehicleYear}-01-01 or later`);

/** One vehicle of an import feed: the event's vehicle fields, with the ones a feed commonly
 * leaves out defaulted, plus `sold` (the feed reports sales of vehicles it listed before). */
export const ImportVehicle = vehicleData.extend({
  vin: z
    .string()
    .trim()
    .length(vinLength)
    .transform((vin) => vin.toUpperCase()),
  stockNumber: z.string().trim().min(1).max(maxExternalIdLength),
  year: z.number().int().min(minVehicleYear),
  make: z.string().trim().min(1).max(maxNameLength),
  model: z.string().trim().min(1).max(maxNameLength),
  trim: z.string().trim().max(maxNameLength).default(''),
  images: z.array(z.string().max(maxUrlLength)).max(maxImagesPerVehicle).default([]),
  tradeIn: z.boolean().default(false),
  postId: RowId.nullable().default(null),
  inventoryDate: FeedDate,
  /** Description may be long; the other keys are short labels and numbers as text. */
  data: z.record(z.string().max(maxExternalIdLength), z.string().max(maxFreeTextLength)).default({}),
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

/** Either a feed file's text (parsed on the server, each row then validated by the import) or
 * rows already as JSON (validated here). A bad row is a 400 naming the row and the field:
 * `body.vehicles.<i>.<field>` for JSON rows, `body.content.<i>.<field>` for the i-th row of a
 * feed's text (0-based; the message counts rows from 1). */
export const ImportInventoryBody = z.union([
  z.object({ format: z.enum(['json', 'csv']), content: z.string().min(1).max(maxFeedLength) }),
  z.object({ vehicles: z.array(ImportVehicle).max(maxFeedRows) }),
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

/** A Buy Now price in dollars (as a bid), or null to clear it. */
export const BuyNowPriceBody = z.object({ price: Amount(minBidAmount, maxBidAmount).nullable() });
export type BuyNowPriceBody = z.infer<typeof BuyNowPriceBody>;
export const setBuyNowPrice = defineRoute({
  method: 'PUT',
  url: '/api/inventory/:id/buy-now',
  auth: 'user',
  permissions: ['SpotlightInventory'],
  summary: 'Set (or clear with null) the Buy Now price of a vehicle of your dealer group (409 when sold)',
  side: 'command',
  params: z.object({ id: RowId }),
  body: BuyNowPriceBody,
  response: { 200: SpotlightResult },
});
