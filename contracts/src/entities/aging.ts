import { z } from 'zod';
import { Id, IsoDateTime } from './common';

/**
 * Aging that leads to an exit (issue "Know the market"): the daily digest's vehicles and the
 * dealership's exit report.
 */

/** One vehicle of a dealership's daily aging digest, as it stood when the digest was made. */
export const AgingDigestVehicle = z.object({
  inventoryId: Id,
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** The dealership's threshold it crossed (the highest, when it crossed several since the last digest). */
  threshold: z.number().int(),
  daysInInventory: z.number().int().min(0),
  /** Dollars; null when the vehicle has no list price. */
  listPrice: z.number().nullable(),
  /** List price / network value in percent, one decimal; null without a value. */
  priceToMarket: z.number().nullable(),
  /** daysInInventory x the dealership's holding cost per day, in dollars. */
  agingCost: z.number().min(0),
});
export type AgingDigestVehicle = z.infer<typeof AgingDigestVehicle>;

/** One month (of listing date) of a dealership's exit report. */
export const AgingReportMonth = z.object({
  /** YYYY-MM, UTC. */
  month: z.string(),
  /** Vehicles listed that month. */
  listed: z.number().int().min(0),
  /** Of those, the ones whose day 45 has come or that were sold before it: the share's base. */
  decided: z.number().int().min(0),
  /** Sold (in the network or reported sold by the feed) within 45 days of listing. */
  exitedByDay45: z.number().int().min(0),
  /** exitedByDay45 / decided in percent, one decimal; null when none is decided yet. */
  exitShare: z.number().nullable(),
  /** Of the month's vehicles sold so far, the average days from listing to sale (one decimal). */
  averageDaysToSale: z.number().nullable(),
  sold: z.number().int().min(0),
});
export type AgingReportMonth = z.infer<typeof AgingReportMonth>;

export const AgingReport = z.object({
  dealershipId: Id,
  name: z.string(),
  /** The time the report was made at. */
  asOf: IsoDateTime,
  /** Oldest month first; every month of the window, an empty one with zeros. */
  months: z.array(AgingReportMonth),
});
export type AgingReport = z.infer<typeof AgingReport>;
