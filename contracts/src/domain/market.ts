/**
 * The market figures' plain arithmetic, without zod, so the browser takes it without the entity
 * schemas (zod's object schemas probe for eval as they are built, which the app's CSP blocks).
 * ../entities/market.ts re-exports it beside the figures' schemas.
 */

/** Where a price-to-market figure stands: within 3 points of 100 is "at" market. */
export type MarketPosition = 'below' | 'at' | 'above';
export function marketPosition(priceToMarket: number): MarketPosition {
  if (priceToMarket < 97) return 'below';
  if (priceToMarket > 103) return 'above';
  return 'at';
}

/** An amount as a percentage of a value, one decimal; null without a value. */
export function percentOfValue(amount: number, value: number | null): number | null {
  if (value === null || value <= 0) return null;
  return Math.round((amount / value) * 1000) / 10;
}
