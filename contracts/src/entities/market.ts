import { z } from 'zod';
import { IsoDateTime } from './common';

/**
 * What the network's own sales say about a vehicle (issue "Know the market"). Every figure is
 * worked out from events by the market read model; a member is null where there is not enough
 * data (fewer than `minMarketSample` sales of the cohort in the window, no list price, no recent
 * sales for days' supply).
 *
 *   value          network value: the cohort's recency-weighted sale price, outliers dropped,
 *                  adjusted to this vehicle's mileage
 *   low / high     the typical range: the 25th and 75th percentiles, adjusted the same way
 *   sampleSize     sales of the cohort (same year, make and model) in the last 90 days, before
 *                  outliers are dropped (0 when none)
 *   priceToMarket  list price / value, in percent (one decimal)
 *   daysSupply     the cohort's unsold listings within the viewer's search radius / its average
 *                  daily sales in the network over the last 45 days (one decimal)
 *   daysInInventory  whole days since the vehicle entered inventory
 *   agingCost      daysInInventory x its dealership's holding cost per day, in dollars
 */
export const MarketFigures = z.object({
  value: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  sampleSize: z.number().int().min(0),
  priceToMarket: z.number().nullable(),
  daysSupply: z.number().nullable(),
  daysInInventory: z.number().int().min(0),
  agingCost: z.number().min(0),
});
export type MarketFigures = z.infer<typeof MarketFigures>;

/** One sale of a vehicle's cohort, for the detail page's chart (price against mileage). No party
 * is named. `outlier`: outside 1.5 x IQR, so not in the value. */
export const CohortSale = z.object({
  amount: z.number(),
  mileage: z.number().nullable(),
  soldAt: IsoDateTime,
  outlier: z.boolean(),
});
export type CohortSale = z.infer<typeof CohortSale>;

// The arithmetic (positions, percentages) lives apart so the browser can take it without zod.
export { marketPosition, percentOfValue, type MarketPosition } from '../domain/market';

/** The figures of a vehicle before the market read model is asked: only its age is known. */
export function unknownMarket(daysInInventory: number): MarketFigures {
  return { value: null, low: null, high: null, sampleSize: 0, priceToMarket: null, daysSupply: null, daysInInventory, agingCost: 0 };
}
