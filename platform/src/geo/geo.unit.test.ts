import { describe, expect, it } from '@jest/globals';
import { lookupPostalCode } from './postal-codes';
import { boundingBox, distanceInMiles } from './distance';

describe('postal codes and distance', () => {
  it('resolves real US postal codes and rejects made-up ones', () => {
    const beverlyHills = lookupPostalCode('90210');
    expect(beverlyHills).toMatchObject({ state: 'CA', city: 'Beverly Hills' });
    expect(lookupPostalCode('00000')).toBeNull();
    expect(lookupPostalCode('abcde')).toBeNull();
  });

  it('measures miles between two postal codes and boxes a radius', () => {
    const dallas = lookupPostalCode('75201')!;
    const fortWorth = lookupPostalCode('76102')!;
    const miles = distanceInMiles(dallas, fortWorth);
    expect(miles).toBeGreaterThan(25);
    expect(miles).toBeLessThan(35);
    const box = boundingBox(dallas, 50);
    expect(fortWorth.latitude).toBeGreaterThan(box.minLatitude);
    expect(fortWorth.longitude).toBeGreaterThan(box.minLongitude);
  });
});
