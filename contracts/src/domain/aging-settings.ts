import { maxAgingThresholdDays, maxAgingThresholds, maxHoldingCostPerDay, minAgingThresholdDays, minHoldingCostPerDay } from '../constants';
import { hasCents } from '../cents';

/**
 * A dealership's aging settings (issue "Know the market", aging that leads to an exit): what a
 * day in stock costs it and the days in inventory at which its sellers hear of a vehicle. One rule
 * for the route's schema and the form.
 *
 *   holdingCostProblem(cost)         null, or why the cost is refused
 *   agingThresholdsProblem(days)     null, or why the thresholds are refused
 */
export interface AgingSettings {
  holdingCostPerDay: number;
  agingThresholds: number[];
}

export function holdingCostProblem(cost: number): string | null {
  if (!hasCents(cost) || cost < minHoldingCostPerDay || cost > maxHoldingCostPerDay) {
    return `holdingCostPerDay must be from ${minHoldingCostPerDay} to ${maxHoldingCostPerDay} dollars with at most 2 decimals`;
  }
  return null;
}

/** Ascending, so "crossed" is read the same way everywhere; distinct, since one day cannot be
 * two thresholds. */
export function agingThresholdsProblem(days: readonly number[]): string | null {
  if (days.length < 1 || days.length > maxAgingThresholds) return `agingThresholds must hold 1 to ${maxAgingThresholds} days`;
  if (days.some((d) => !Number.isInteger(d) || d < minAgingThresholdDays || d > maxAgingThresholdDays)) {
    return `each aging threshold must be a whole number of days from ${minAgingThresholdDays} to ${maxAgingThresholdDays}`;
  }
  if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) return 'agingThresholds must be distinct and ascending';
  return null;
}
