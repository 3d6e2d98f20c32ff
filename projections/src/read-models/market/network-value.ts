/**
 * The network value of a cohort (same year, make and model), worked out from its sales as of a
 * time: the only place these rules are written (the projector stores what this answers).
 *
 *   1. The window: sales in the 90 days up to `asOf` (sampleSize counts them). Below 7 there is
 *      no value ("not enough sales").
 *   2. Outliers: a sale below Q1 - 1.5 IQR or above Q3 + 1.5 IQR of the window's amounts is
 *      dropped (quartiles by linear interpolation between the sorted amounts).
 *   3. Weights: a sale d days old weighs 0.5^(d / 30) (half-life 30 days).
 *   4. Mileage: the cohort's own price-per-mile slope, a weighted least-squares fit of amount on
 *      mileage over the kept sales that have one, when there are at least 10 of them and the fit
 *      is negative; else the fallback, -$0.10 a mile. Every kept sale is moved to the cohort's
 *      reference mileage (their weighted mean mileage): amount + slope x (ref - its mileage).
 *   5. The value is the weighted mean of those amounts, low and high their weighted 25th and 75th
 *      percentiles (the smallest amount at which the running weight reaches that share).
 *   6. Days' supply's rate: the window's sales in the last 45 days / 45.
 * A vehicle's own figures move by slope x (its mileage - ref) (`forVehicle`).
 */
import {
  daysSupplyWindowDays,
  fallbackDollarsPerMile,
  marketHalfLifeDays,
  marketValueWindowDays,
  minMarketSample,
} from '@dtn/contracts/constants';

export interface Sale {
  amount: number;
  mileage: number | null;
  soldAt: Date;
}

export interface CohortFigures {
  sampleSize: number;
  /** At refMileage; null below the sample floor. */
  value: number | null;
  low: number | null;
  high: number | null;
  refMileage: number | null;
  dollarsPerMile: number;
  /** Sales a day over the last 45 days. */
  dailySales: number;
}

const msPerDay = 86_400_000;
/** Fewer kept sales with a mileage than this and the slope is the fallback. */
export const minSlopeSample = 10;

export function cohortFigures(sales: readonly Sale[], asOf: Date): CohortFigures {
  const ageDays = (sale: Sale) => (asOf.getTime() - sale.soldAt.getTime()) / msPerDay;
  const window = sales.filter((sale) => ageDays(sale) >= 0 && ageDays(sale) < marketValueWindowDays);
  const dailySales = window.filter((sale) => ageDays(sale) < daysSupplyWindowDays).length / daysSupplyWindowDays;
  const none = { sampleSize: window.length, value: null, low: null, high: null, refMileage: null, dollarsPerMile: 0, dailySales };
  if (window.length < minMarketSample) return none;

  const kept = withoutOutliers(window).map((sale) => ({ ...sale, weight: 0.5 ** (ageDays(sale) / marketHalfLifeDays) }));
  const withMileage = kept.filter((sale): sale is typeof sale & { mileage: number } => sale.mileage !== null);
  const refMileage = withMileage.length > 0 ? weightedMean(withMileage.map((s) => [s.mileage, s.weight])) : null;
  const dollarsPerMile = slopeOf(withMileage, refMileage);
  const adjusted = kept.map((sale): [number, number] => [
    sale.mileage === null || refMileage === null ? sale.amount : sale.amount + dollarsPerMile * (refMileage - sale.mileage),
    sale.weight,
  ]);
  return {
    sampleSize: window.length,
    value: Math.round(weightedMean(adjusted)),
    low: Math.round(weightedPercentile(adjusted, 0.25)),
    high: Math.round(weightedPercentile(adjusted, 0.75)),
    refMileage,
    dollarsPerMile,
    dailySales,
  };
}

/** The cohort's figures moved to a vehicle's mileage (unmoved when either mileage is unknown). */
export function forVehicle(
  cohort: Pick<CohortFigures, 'value' | 'low' | 'high' | 'refMileage' | 'dollarsPerMile'>,
  mileage: number | null,
): { value: number | null; low: number | null; high: number | null } {
  if (cohort.value === null) return { value: null, low: null, high: null };
  const shift = mileage === null || cohort.refMileage === null ? 0 : cohort.dollarsPerMile * (mileage - cohort.refMileage);
  const moved = (amount: number | null) => (amount === null ? null : Math.max(0, Math.round(amount + shift)));
  const value = moved(cohort.value);
  return { value: value === 0 ? null : value, low: moved(cohort.low), high: moved(cohort.high) };
}

export function quartiles(sorted: readonly number[]): [number, number] {
  const at = (p: number) => {
    const index = (sorted.length - 1) * p;
    const below = Math.floor(index);
    const above = Math.min(below + 1, sorted.length - 1);
    return sorted[below]! + (sorted[above]! - sorted[below]!) * (index - below);
  };
  return [at(0.25), at(0.75)];
}

function withoutOutliers(sales: readonly Sale[]): Sale[] {
  const isOutlier = outliersOf(sales.map((s) => s.amount));
  return sales.filter((s) => !isOutlier(s.amount));
}

/** Whether a sale of the window is an outlier (the value leaves it out, the chart draws it apart). */
export function outliersOf(amounts: readonly number[]): (amount: number) => boolean {
  if (amounts.length < minMarketSample) return () => false;
  const [q1, q3] = quartiles([...amounts].sort((a, b) => a - b));
  const fence = 1.5 * (q3 - q1);
  return (amount) => amount < q1 - fence || amount > q3 + fence;
}

function slopeOf(sales: readonly { amount: number; mileage: number; weight: number }[], refMileage: number | null): number {
  if (sales.length < minSlopeSample || refMileage === null) return fallbackDollarsPerMile;
  const meanAmount = weightedMean(sales.map((s) => [s.amount, s.weight]));
  let covariance = 0;
  let variance = 0;
  for (const s of sales) {
    covariance += s.weight * (s.mileage - refMileage) * (s.amount - meanAmount);
    variance += s.weight * (s.mileage - refMileage) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  return slope < 0 ? slope : fallbackDollarsPerMile;
}

function weightedMean(pairs: readonly (readonly [number, number])[]): number {
  let sum = 0;
  let weights = 0;
  for (const [x, w] of pairs) {
    sum += x * w;
    weights += w;
  }
  return sum / weights;
}

function weightedPercentile(pairs: readonly (readonly [number, number])[], share: number): number {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, w]) => sum + w, 0);
  let running = 0;
  for (const [x, w] of sorted) {
    running += w;
    if (running >= share * total - 1e-9) return x;
  }
  return sorted[sorted.length - 1]![0];
}
