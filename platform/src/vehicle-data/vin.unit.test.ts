import { describe, it, expect } from '@jest/globals';
import { computeCheckDigit, hasValidCheckDigit, modelYearCode, modelYearOf, withCheckDigit } from './vin';

describe('VIN arithmetic', () => {
  it('accepts a real VIN and rejects a changed one', () => {
    expect(hasValidCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(hasValidCheckDigit('1HGCM82643A004352')).toBe(false);
    expect(hasValidCheckDigit('1HGCM8263IA004352')).toBe(false);
  });

  it('computes X for a remainder of 10', () => {
    const vin = withCheckDigit('1M8GDM9A0KP042788');
    expect(hasValidCheckDigit(vin)).toBe(true);
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('maps model years both ways', () => {
    expect(modelYearCode(2003)).toBe('3');
    expect(modelYearCode(2019)).toBe('K');
    expect(modelYearCode(2025)).toBe('S');
    expect(modelYearOf('1HGCM82633A004352')).toBe(2003);
    expect(modelYearOf('4T1B11HK5KU123456')).toBe(2019);
  });
});
