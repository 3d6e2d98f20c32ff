import { describe, it, expect } from '@jest/globals';
import { decodeVin } from './vpic';

describe('decodeVin (vPIC via corgi on sql.js)', () => {
  it('decodes a real VIN', async () => {
    const d = await decodeVin('1HGCM82633A004352');
    expect(d).toMatchObject({ valid: true, year: 2003, make: 'Honda', model: 'Accord' });
    expect(d.errors).toEqual([]);
  });

  it('flags a wrong check digit and a malformed VIN', async () => {
    const d = await decodeVin('1HGCM82643A004352');
    expect(d.valid).toBe(false);
    expect(d.errors.join()).toMatch(/check digit/i);
    expect((await decodeVin('1HGCM8263')).valid).toBe(false);
  });
});
