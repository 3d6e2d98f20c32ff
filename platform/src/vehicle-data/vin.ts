/** Pure VIN arithmetic (49 CFR 565): the check digit of position 9 and the model-year code of
 * position 10. Kept free of the vPIC database so the demo seed and validation can use it cheaply. */

const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Year codes in the order of the 30-year cycle starting 1980 (and again 2010); I, O, Q, U, Z
 * and 0 are never used. */
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** 17 characters, digits and capital letters except I, O and Q. */
export const isWellFormedVin = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);

const value = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : (transliteration[c] ?? 0));

/** The check digit ('0'..'9' or 'X') the other 16 characters call for. */
export function computeCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += value(vin[i] ?? '0') * weights[i]!;
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export const hasValidCheckDigit = (vin: string): boolean => isWellFormedVin(vin) && vin[8] === computeCheckDigit(vin);

/** Replaces position 9 with the right check digit. */
export const withCheckDigit = (vin: string): string => `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;

/** The position-10 code of a model year (1980..2039). */
export function modelYearCode(year: number): string {
  const code = yearCodes[(year - 1980) % 30];
  if (year < 1980 || year > 2039 || !code) throw new Error(`No VIN year code for ${year}`);
  return code;
}

/** Reads the model year as vPIC does: position 7 numeric means the 1980 cycle, a letter the
 * 2010 cycle (passenger vehicles, trucks and MPVs). */
export function modelYearOf(vin: string): number | undefined {
  const index = yearCodes.indexOf(vin[9] ?? '');
  if (index < 0) return undefined;
  return (/[0-9]/.test(vin[6] ?? '') ? 1980 : 2010) + index;
}
