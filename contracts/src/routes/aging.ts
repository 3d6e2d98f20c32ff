import { z } from 'zod';
import {
  maxAgingReportMonths,
  maxAgingThresholdDays,
  maxAgingThresholds,
  maxBidAmount,
  maxHoldingCostPerDay,
  minAgingReportMonths,
  minAgingThresholdDays,
  minBidAmount,
  minHoldingCostPerDay,
} from '../constants';
import { agingThresholdsProblem } from '../domain/aging-settings';
import { AgingReport } from '../entities/aging';
import { Amount } from '../money';
import { AdminCommandResult } from './admin-commands';
import { SpotlightResult } from './inventory-commands';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * Aging that leads to an exit (issue "Know the market"): a dealership's aging settings, a new
 * list price for a vehicle, and the dealership's exit report.
 */

export const AgingSettingsBody = z.object({
  holdingCostPerDay: Amount(minHoldingCostPerDay, maxHoldingCostPerDay),
  agingThresholds: z
    .array(z.number().int().min(minAgingThresholdDays).max(maxAgingThresholdDays))
    .min(1)
    .max(maxAgingThresholds)
    .refine((days) => agingThresholdsProblem(days) === null, 'agingThresholds must be distinct and ascending'),
});
export type AgingSettingsBody = z.infer<typeof AgingSettingsBody>;

export const setAgingSettings = defineRoute({
  method: 'PUT',
  url: '/api/dealership/:id/aging-settings',
  auth: 'user',
  // As the group's response hours: its own dealer admins (and Admins); another group's is a 404.
  permissions: ['EditUser'],
  summary: 'Set a dealership’s holding cost per day and aging thresholds (the days its sellers get the aging digest at)',
  side: 'command',
  params: z.object({ id: RowId }),
  body: AgingSettingsBody,
  response: { 200: AdminCommandResult },
});

/** A list price in dollars with cents, within a bid's range. */
export const RepriceBody = z.object({ listPrice: Amount(minBidAmount, maxBidAmount) });
export type RepriceBody = z.infer<typeof RepriceBody>;

export const repriceVehicle = defineRoute({
  method: 'PUT',
  url: '/api/inventory/:id/list-price',
  auth: 'user',
  // The seller's side of inventory, the grant of spotlighting and Buy Now prices.
  permissions: ['SpotlightInventory'],
  summary: 'Set a new list price on a vehicle of your dealer group (no-op when the same; 409 when sold)',
  side: 'command',
  params: z.object({ id: RowId }),
  body: RepriceBody,
  response: { 200: SpotlightResult },
});

export const AgingReportQuery = z.object({
  months: z.coerce.number().int().min(minAgingReportMonths).max(maxAgingReportMonths).default(maxAgingReportMonths),
});
export type AgingReportQuery = z.infer<typeof AgingReportQuery>;

export const agingReport = defineRoute({
  method: 'GET',
  url: '/api/dealership/:id/aging/report',
  auth: 'user',
  // Whoever sees the rollup the report is reached from; another group's dealership is a 404.
  permissions: ['ViewDealerGroupInventory'],
  summary: 'A dealership’s exits by month of listing: the share sold or exited by day 45 and the average days to sale',
  side: 'query',
  params: z.object({ id: RowId }),
  querystring: AgingReportQuery,
  response: { 200: AgingReport },
});
