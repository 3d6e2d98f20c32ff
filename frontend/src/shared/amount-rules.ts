import { amountDecimals } from '@dtn/contracts/constants';

/**
 * Spec section 5, amount rules, on the text of a number input (what the user typed):
 *   vehicle bid amount     number, at least 0, step 0.01; submit only when greater than 0
 *   transport bid amount   the same, optional (empty is fine), 0 allowed
 *   vendor bid amount      like the bid, at most 10 characters
 * "Step 0.01": at most two decimals, as the server also insists.
 */
const decimal = new RegExp(`^\\d+(\\.\\d{0,${amountDecimals}})?$|^\\.\\d{1,${amountDecimals}}$`);

/** The amount typed, or null when it is not a number of at most two decimals (or is empty). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!decimal.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const isBidAmount = (text: string): boolean => (parseAmount(text) ?? 0) > 0;

export const isTransportAmount = (text: string): boolean => text.trim() === '' || parseAmount(text) !== null;

/** The optional transport amount to send: null when left empty. */
export const optionalAmount = (text: string): number | null => (text.trim() === '' ? null : parseAmount(text));
