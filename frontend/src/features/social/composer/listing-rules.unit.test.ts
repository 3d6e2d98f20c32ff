import { describe, expect, it } from '@jest/globals';
import { emptyListing, listingBody, listingErrors } from './listing-rules';

const now = new Date('2026-06-01T00:00:00Z');
const valid = { vin: '4t1c31ak0pu123456', year: '2023', make: 'Toyota', model: 'Camry', mileage: '45,120', dealershipId: '' };

describe('trade-in fields (spec section 5)', () => {
  it('needs every field, and a dealership only when the user has several', () => {
    expect(Object.keys(listingErrors(emptyListing, { dealershipCount: 1, now })).sort()).toEqual([
      'make',
      'mileage',
      'model',
      'vin',
      'year',
    ]);
    expect(listingErrors(valid, { dealershipCount: 1, now })).toEqual({});
    expect(listingErrors(valid, { dealershipCount: 2, now })).toEqual({ dealershipId: 'social.composer.dealership-error' });
  });

  it('takes a VIN of exactly 17 characters', () => {
    expect(listingErrors({ ...valid, vin: valid.vin.slice(1) }, { dealershipCount: 1, now }).vin).toBe('social.composer.vin-error');
  });

  it('takes a year from 1900 to the current year plus 2', () => {
    const yearError = (year: string) => listingErrors({ ...valid, year }, { dealershipCount: 1, now }).year;
    expect(yearError('1899')).toBe('social.composer.year-error');
    expect(yearError('1900')).toBeUndefined();
    expect(yearError('2028')).toBeUndefined();
    expect(yearError('2029')).toBe('social.composer.year-error');
    expect(yearError('20x3')).toBe('social.composer.year-error');
  });

  it('sends the VIN upper-cased and the mileage as whole miles', () => {
    expect(listingBody(valid, 'd-1')).toEqual({
      vin: '4T1C31AK0PU123456',
      year: 2023,
      make: 'Toyota',
      model: 'Camry',
      mileage: 45120,
      dealershipId: 'd-1',
    });
  });
});
