import { z } from 'zod';
import { amountDecimals } from './constants';
import { decimalPlaces, hasCents } from './cents';

/**
 * Dollar amounts by exact decimal reasoning. A float tolerance on n * 100 lets 1e-9 through (and
 * numeric(12,2) then stores 0); instead we read the number as JavaScript writes it back, the
 * shortest text that round-trips (String(n)), which is the decimal the client typed or sent.
 *
 *   decimalPlaces(n)   digits after the point of String(n): 0.29 -> 2, 1e-9 -> 9, 1.5e-7 -> 8
 *   hasCents(n)        finite with at most 2 decimals
 *   Amount(min, max)   zod: a number from min to max with at most 2 decimals
 */
export { decimalPlaces, hasCents };

/** The first broken rule is the one reported (abort): one message per field. */
export const Amount = (min: number, max: number) =>
  z
    .number()
    .min(min, { abort: true })
    .max(max, { abort: true })
    .refine(hasCents, { error: `At most ${amountDecimals} decimals`, abort: true });
