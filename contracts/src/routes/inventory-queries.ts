import { z } from 'zod';
import { AgeBand, AgeBucket, ListingType, SortDirection } from '../enums';
import {
  marketplacePageSize,
  maxLatitude,
  maxLongitude,
  maxNameLength,
  minLatitude,
  minLongitude,
  tradeInPageSize,
  vinLength,
} from '../constants';
import { Count, Paged, pageQuery } from '../paging';
import { InventoryItem, InventoryRollupRow } from '../entities/inventory';
import { MarketplaceFilters, MarketplaceItem, TradeInFilters } from '../entities/marketplace';
import { CohortSale } from '../entities/market';
import { defineRoute } from './route-spec';

/**
 * Read routes over inventory: marketplace and trade-in search, the dealer group's aging views,
 * vehicle detail and the buy-list match count (spec section 7). Served by the query service.
 */

/** A query value that may be repeated (`?listingtype=NEW&listingtype=USED`) arrives as a string
 * once and as an array when repeated; both become an array, absent means both listing types. */
export const ListingTypes = z
  .union([ListingType, z.array(ListingType)])
  .optional()
  .transform((value): ListingType[] => (value === undefined ? [...ListingType.options] : [value].flat()));

/** Inventory views sort by days in inventory; ascending shows the newest arrivals first. */
export const InventoryViewQuery = z.object({
  sortOrder: SortDirection.default('Ascending'),
  /** 'days' (the spec's) or 'priceToMarket' (lowest first when ascending; vehicles without one last). */
  sortBy: z.enum(['days', 'priceToMarket']).default('days'),
  listingtype: ListingTypes,
});
export type InventoryViewQuery = z.infer<typeof InventoryViewQuery>;

/** The rollup links a count cell to its listing with the age bucket, or with the 15-day band in
 * its finer view; the day numbers of the bucket upper bounds (30, 60, 90, 120, and 121 for
 * "over 120") are accepted too, so that hand-written links and the older numeric form keep
 * working. */
const bucketByDays = {
  '30': 'ThirtyDaysOrLess',
  '60': 'ThirtyToSixtyDays',
  '90': 'SixtyToNinetyDays',
  '120': 'NinetyToOneTwentyDays',
  '121': 'OverOneTwentyDays',
} as const satisfies Record<string, AgeBucket>;
const BucketDays = z.enum(['30', '60', '90', '120', '121']);
export const AgeParam = z.union([AgeBucket, AgeBand, BucketDays.transform((days): AgeBucket => bucketByDays[days])]);

export const Vin = z.string().length(vinLength);

/** An id in a path: read-model keys are uuids, so anything else is a 400 naming the parameter
 * rather than a database type error. guid (any 8-4-4-4-12 hex) rather than uuid: ids minted by
 * other systems need not carry RFC 4122 version bits. */
export const RowId = z.guid();

export const marketplaceSearch = defineRoute({
  method: 'POST',
  url: '/api/marketplace/search',
  auth: 'user',
  // The marketplace screen is open to every signed-in user, but searching other groups' stock
  // is the MarketplaceSearch grant (every role except BDCManager holds it).
  permissions: ['MarketplaceSearch'],
  summary: "Other dealer groups' vehicles within the search radius, spotlights first, sold last",
  side: 'query',
  querystring: pageQuery(marketplacePageSize),
  body: MarketplaceFilters,
  response: { 200: Paged(MarketplaceItem) },
});

export const tradeInSearch = defineRoute({
  method: 'POST',
  url: '/api/marketplace/tradein/search',
  auth: 'user',
  // Trade-ins are a marketplace view (the same cards), hence the same grant.
  permissions: ['MarketplaceSearch'],
  summary: "Other dealer groups' trade-in vehicles within the chosen distance",
  side: 'query',
  querystring: pageQuery(tradeInPageSize),
  body: TradeInFilters,
  response: { 200: Paged(MarketplaceItem) },
});

export const inventoryRollup = defineRoute({
  method: 'GET',
  url: '/api/dealergroup/inventory/rollup',
  auth: 'user',
  // The aging rollup is the dealer group's own stock.
  permissions: ['ViewDealerGroupInventory'],
  summary: "Unsold vehicle counts by age bucket for each dealership of the user's dealer group",
  side: 'query',
  response: { 200: z.array(InventoryRollupRow) },
});

export const inventoryByAge = defineRoute({
  method: 'GET',
  url: '/api/dealergroup/inventory/:dealershipId/age/:age',
  auth: 'user',
  // A drill-down of the rollup: same grant, and the dealership must be of the user's group.
  permissions: ['ViewDealerGroupInventory'],
  summary: 'Unsold vehicles of one dealership in one age bucket or 15-day band, sorted by days in inventory or price-to-market',
  side: 'query',
  params: z.object({ dealershipId: RowId, age: AgeParam }),
  querystring: InventoryViewQuery,
  response: { 200: z.array(InventoryItem) },
});

export const spotlightedInventory = defineRoute({
  method: 'GET',
  url: '/api/dealergroup/inventory/spotlighted',
  auth: 'user',
  // The /spotlighted screen requires SpotlightInventory (section 2), so its data does too.
  permissions: ['SpotlightInventory'],
  summary: "Spotlighted unsold vehicles of the user's dealer group",
  side: 'query',
  querystring: InventoryViewQuery,
  response: { 200: z.array(InventoryItem) },
});

// Vehicle detail is the marketplace's detail page: any dealer group's vehicle, ViewInventory.
export const inventoryByVin = defineRoute({
  method: 'GET',
  url: '/api/inventory/vin/:vin',
  auth: 'user',
  permissions: ['ViewInventory'],
  summary: 'A vehicle by VIN (the unsold, newest listing when the VIN was listed again)',
  side: 'query',
  params: z.object({ vin: Vin }),
  response: { 200: InventoryItem },
});

export const inventoryById = defineRoute({
  method: 'GET',
  url: '/api/inventory/id/:id',
  auth: 'user',
  permissions: ['ViewInventory'],
  summary: 'A vehicle by id',
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: InventoryItem },
});

export const cohortSales = defineRoute({
  method: 'GET',
  url: '/api/inventory/id/:id/market/sales',
  auth: 'user',
  permissions: ['ViewInventory'],
  summary:
    "The network's latest sales (at most 500) of the vehicle's cohort (same year, make and model) in the value's window, oldest first, no party named",
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: z.array(CohortSale) },
});

export const BuyListMatchQuery = z.object({
  make: z.string().min(1).max(maxNameLength),
  model: z.string().min(1).max(maxNameLength),
  year: z.coerce.number().int(),
  lat: z.coerce.number().min(minLatitude).max(maxLatitude),
  lon: z.coerce.number().min(minLongitude).max(maxLongitude),
});
export type BuyListMatchQuery = z.infer<typeof BuyListMatchQuery>;

export const buyListMatchCount = defineRoute({
  method: 'GET',
  url: '/api/buylist/query/count',
  auth: 'user',
  // Only the spotlight confirmation asks "how many users would be notified", and permission
  // lists are all-of, so the grant is the one that flow needs: SpotlightInventory.
  permissions: ['SpotlightInventory'],
  summary: 'How many users of other dealer groups have a buy-list item matching this vehicle',
  side: 'query',
  querystring: BuyListMatchQuery,
  response: { 200: Count },
});

export const inventoryQueryRoutes = [
  marketplaceSearch,
  tradeInSearch,
  inventoryRollup,
  inventoryByAge,
  spotlightedInventory,
  inventoryByVin,
  inventoryById,
  buyListMatchCount,
] as const;
