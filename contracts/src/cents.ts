import { amountDecimals } from './constants';

/** money.ts's decimal reasoning without zod, for code the browser loads (the frontend never
 * loads zod: its schemas trip the CSP's eval probe). See money.ts. */
export function decimalPlaces(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  // 1.5e-7 = 0.00000015: the fraction's digits plus the places the exponent shifts it right.
  return Math.max(0, fraction.length - Number(exponent));
}

export const hasCents = (n: number): boolean => Number.isFinite(n) && decimalPlaces(n) <= amountDecimals;
