/**
 * A vehicle's market figures (contracts' MarketFigures) from what the read models hold about it:
 * its cohort's stored figures (as of the cohort's latest sale), the unsold listings of the
 * cohort within the viewer's radius, its dealership's holding cost. Read at `now`, a value whose
 * latest sale left the 90-day window is gone ("not enough sales"), and so is the sales rate for
 * days' supply once the latest sale is 45 days old ("no recent sales").
 */
import { daysSupplyWindowDays, defaultHoldingCostPerDay, marketValueWindowDays } from '@dtn/contracts/constants';
import { percentOfValue, type MarketFigures } from '@dtn/contracts/entities/market';
import { forVehicle } from './network-value';
import type { StoredCohort } from './queries';

export interface MarketFacts {
  cohort: StoredCohort | null;
  /** Unsold listings of the cohort within the viewer's radius (counted only when it sells). */
  listed: number | null;
  holdingCostPerDay: number | null;
  mileage: number | null;
  listPrice: number | null;
  daysInInventory: number;
  now: Date;
}

const msPerDay = 86_400_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function marketFiguresFrom(f: MarketFacts): MarketFigures {
  const sinceLatest = f.cohort ? (f.now.getTime() - f.cohort.asOf.getTime()) / msPerDay : Infinity;
  const inWindow = f.cohort && sinceLatest < marketValueWindowDays ? f.cohort : null;
  const own = inWindow ? forVehicle(inWindow, f.mileage) : { value: null, low: null, high: null };
  const rate = f.cohort && sinceLatest < daysSupplyWindowDays ? f.cohort.dailySales : 0;
  return {
    ...own,
    sampleSize: inWindow?.sampleSize ?? 0,
    priceToMarket: f.listPrice === null ? null : percentOfValue(f.listPrice, own.value),
    daysSupply: rate > 0 ? oneDecimal((f.listed ?? 0) / rate) : null,
    daysInInventory: f.daysInInventory,
    agingCost: Math.round(f.daysInInventory * (f.holdingCostPerDay ?? defaultHoldingCostPerDay) * 100) / 100,
  };
}
