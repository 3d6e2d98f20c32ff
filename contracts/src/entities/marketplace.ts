import { z } from 'zod';
import { DistanceUnit, ListingType } from '../enums';
import {
  defaultMarketplaceRadius,
  marketplaceRadiusOptions,
  minVehicleYear,
  tradeInDistanceOptions,
  defaultTradeInDistance,
  maxNameLength,
} from '../constants';
import { Id } from './common';
import { MarketFigures } from './market';

/** A listing card of the marketplace and trade-ins views (spec section 3). */
export const MarketplaceItem = z.object({
  id: Id,
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  images: z.array(z.string()),
  sold: z.boolean(),
  spotlight: z.boolean(),
  tradeIn: z.boolean(),
  /** The vehicle's dealership (its holding cost prices the market figures' cost of aging). */
  dealershipId: Id,
  data: z.object({ Odometer: z.string().optional(), 'List Price': z.string().optional() }),
  /** See InventoryItem: the Buy Now price and its version (null and 0 when none is set). */
  buyNowPrice: z.number().positive().nullable(),
  buyNowVersion: z.number().int().min(0),
  /** See InventoryItem; days' supply counts the listings within the search's radius. */
  market: MarketFigures,
});
export type MarketplaceItem = z.infer<typeof MarketplaceItem>;

const filterYear = z.number().int().min(minVehicleYear);

/**
 * Marketplace filters (the body of POST /marketplace/search) with the defaults of section 9:
 * radius 100 miles, unit miles, listing types new and used, spotlights off. Empty make, model or
 * years mean "any". A start year after the end year is rejected with the key of section 5.
 */
export const MarketplaceFilters = z
  .object({
    make: z.string().max(maxNameLength).nullish(),
    model: z.string().max(maxNameLength).nullish(),
    trim: z.array(z.string().max(maxNameLength)).max(100).default([]),
    startYear: filterYear.nullish(),
    endYear: filterYear.nullish(),
    searchRadius: z.literal(marketplaceRadiusOptions).default(defaultMarketplaceRadius),
    distanceUnit: DistanceUnit.default('MILES'),
    spotlights: z.boolean().default(false),
    /** Only vehicles with a Buy Now price. */
    buyNowOnly: z.boolean().default(false),
    listingType: z.array(ListingType).default(['NEW', 'USED']),
    /** 'default': spotlights first, then the newest; 'priceToMarket': the lowest price-to-market
     * first (vehicles without one last). Sold vehicles sort last either way. */
    sort: z.enum(['default', 'priceToMarket']).default('default'),
  })
  .refine((f) => f.startYear == null || f.endYear == null || f.startYear <= f.endYear, {
    path: ['endYear'],
    error: 'marketplace.filters.date-error',
  });
export type MarketplaceFilters = z.infer<typeof MarketplaceFilters>;

export const defaultMarketplaceFilters: MarketplaceFilters = MarketplaceFilters.parse({});

/** Body of POST /marketplace/tradein/search: distance choices of section 9, unit miles. */
export const TradeInFilters = z.object({
  searchRadius: z.literal(tradeInDistanceOptions).default(defaultTradeInDistance),
  distanceUnit: DistanceUnit.default('MILES'),
});
export type TradeInFilters = z.infer<typeof TradeInFilters>;
