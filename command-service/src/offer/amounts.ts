import type { FieldErrors } from '../validation';

/** numeric(12,2) in the read models: anything from 10^10 on would not fit. */
const maxAmount = 10_000_000_000;

/** At most 2 decimals (cents), tolerant of binary floating point (0.29 * 100 = 28.999...). */
const hasCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/** Adds an error unless `value` is a dollar amount (> 0, or >= 0 with `allowZero`, at most 2 decimals). */
export function checkAmount(errors: FieldErrors, field: string, value: number, options: { allowZero?: boolean } = {}): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) errors.add(field, `${field} must be a number`);
  else if (options.allowZero ? value < 0 : value <= 0) errors.add(field, `${field} must be greater than ${options.allowZero ? 'or equal to ' : ''}0`);
  else if (!hasCents(value)) errors.add(field, `${field} must have at most 2 decimals`);
  else if (value >= maxAmount) errors.add(field, `${field} is too large`);
}
