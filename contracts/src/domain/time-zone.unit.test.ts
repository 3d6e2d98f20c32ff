import { describe, expect, it } from '@jest/globals';
import { UsState } from '../enums';
import { dateTimeInWords, timeZoneOfState } from './time-zone';

describe('time zones of dealerships', () => {
  it('finding 6: a date reads in words in the zone of the dealership’s state, the zone named', () => {
    const iso = '2026-11-27T02:24:54.716Z';
    expect(dateTimeInWords(iso, timeZoneOfState('TX'))).toBe('Thursday, November 26, 2026 at 8:24 PM CST');
    expect(dateTimeInWords(iso, timeZoneOfState('CA'))).toBe('Thursday, November 26, 2026 at 6:24 PM PST');
    expect(dateTimeInWords(iso, timeZoneOfState('NY'))).toBe('Thursday, November 26, 2026 at 9:24 PM EST');
    expect(dateTimeInWords('2026-07-01T17:00:00Z', timeZoneOfState('AZ'))).toBe('Wednesday, July 1, 2026 at 10:00 AM MST');
  });

  it('finding 6: every state code has a zone the runtime knows', () => {
    for (const state of UsState.options) expect(() => dateTimeInWords('2026-01-01T00:00:00Z', timeZoneOfState(state))).not.toThrow();
    expect(timeZoneOfState('ZZ')).toBe('UTC');
  });
});
