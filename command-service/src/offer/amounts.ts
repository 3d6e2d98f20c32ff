import { hasCents, maxBidAmount, maxTransportAmount, minBidAmount } from '@dtn/contracts';
import type { FieldErrors } from '../shared/validation';

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Adds an error unless `value` is a dollar amount: from 0.01 (the spec's "greater than 0" at cent
 * precision), or from 0 with `allowZero`, up to the contracts' maximum, with at most 2 decimals by
 * exact decimal reasoning (hasCents). The same rule as the route schemas (contracts
 * routes/offer-commands), so that an amount the API accepts always fits numeric(12,2).
 */
export function checkAmount(errors: FieldErrors, field: string, value: number, options: { allowZero?: boolean } = {}): void {
  const [min, max] = options.allowZero ? [0, maxTransportAmount] : [minBidAmount, maxBidAmount];
  if (typeof value !== 'number' || !Number.isFinite(value)) errors.add(field, `${field} must be a number`);
  else if (value < min) errors.add(field, `${field} must be at least ${min}`);
  else if (!hasCents(value)) errors.add(field, `${field} must have at most 2 decimals`);
  else if (value > max) errors.add(field, `${field} must be at most ${max}`);
}
