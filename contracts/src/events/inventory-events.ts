import { z } from 'zod';
import { ListingType } from '../enums';

/** The vehicle as a dealer-management-system feed describes it. */
export const vehicleData = z.object({
  vin: z.string().length(17),
  stockNumber: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  listingType: ListingType,
  images: z.array(z.string()),
  tradeIn: z.boolean(),
  postId: z.string().nullable(),
  inventoryDate: z.string().datetime(),
  /** Keys of spec section 3: Description, Trim, Odometer, Engine, Interior Color, ... List Price. */
  data: z.record(z.string(), z.string()),
});
export type VehicleData = z.infer<typeof vehicleData>;

/** Stream `inventory-{id}`. */
export const VehicleListed = z.object({
  type: z.literal('VehicleListed'),
  data: vehicleData.extend({ id: z.string().uuid(), dealershipId: z.string().uuid(), dealerGroupId: z.string().uuid() }),
});
export const VehicleUpdated = z.object({
  type: z.literal('VehicleUpdated'),
  data: vehicleData.extend({ id: z.string().uuid() }),
});
export const VehicleSold = z.object({
  type: z.literal('VehicleSold'),
  /** offerId is set when a won offer sold it (offers issue); null when the feed reported it sold. */
  data: z.object({ id: z.string().uuid(), soldAt: z.string().datetime(), offerId: z.string().nullable() }),
});
export const VehicleSpotlighted = z.object({
  type: z.literal('VehicleSpotlighted'),
  data: z.object({ id: z.string().uuid(), byUserId: z.string().uuid() }),
});
export const VehicleUnspotlighted = z.object({
  type: z.literal('VehicleUnspotlighted'),
  data: z.object({ id: z.string().uuid(), byUserId: z.string().uuid() }),
});

/** A sold vehicle back on sale: the demo reset undoes sales made since the seed through it. */
export const VehicleRelisted = z.object({
  type: z.literal('VehicleRelisted'),
  data: z.object({ id: z.string().uuid() }),
});

/** The seller set (price) or cleared (null) the vehicle's Buy Now price: a buyer may buy it at
 * that price in one call (OfferBoughtNow). The vehicle's Buy Now version is the revision of its
 * last such event. */
export const BuyNowPriceSet = z.object({
  type: z.literal('BuyNowPriceSet'),
  data: z.object({ id: z.string().uuid(), price: z.number().positive().nullable(), byUserId: z.string().uuid() }),
});

/** The seller set a new list price (the data map's 'List Price' from now on, until a feed update
 * says otherwise); previousListPrice is the one it replaced (null: it had none). */
export const VehicleRepriced = z.object({
  type: z.literal('VehicleRepriced'),
  data: z.object({
    id: z.string().uuid(),
    listPrice: z.number().positive(),
    previousListPrice: z.number().nullable(),
    byUserId: z.string().uuid(),
  }),
});

export const InventoryEvent = z.discriminatedUnion('type', [
  VehicleListed,
  VehicleUpdated,
  VehicleSold,
  VehicleSpotlighted,
  VehicleUnspotlighted,
  VehicleRelisted,
  BuyNowPriceSet,
  VehicleRepriced,
]);
export type InventoryEvent = z.infer<typeof InventoryEvent>;
