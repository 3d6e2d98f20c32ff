import { BidAmount, TransportAmount } from '@dtn/contracts';
import type { FieldErrors } from '../shared/validation';

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Adds an error unless `value` is a dollar amount by the route schemas' own pieces (contracts
 * routes/offer-commands): a bid amount, or with `allowZero` a transport amount. Kept in the decider
 * because the standing orders' reactor and the seed bid amounts they computed, not typed.
 */
export function checkAmount(errors: FieldErrors, field: string, value: number, options: { allowZero?: boolean } = {}): void {
  const result = (options.allowZero ? TransportAmount : BidAmount).safeParse(value);
  if (!result.success) errors.add(field, `${field}: ${result.error.issues[0]?.message ?? 'not a dollar amount'}`);
}
