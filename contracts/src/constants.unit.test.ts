import { describe, it, expect } from '@jest/globals';
import {
  ageBucketDays,
  darkThemes,
  defaultTheme,
  isDarkTheme,
  kilometresToMiles,
  maxVehicleYear,
  milesToKilometres,
  postalCodePattern,
  replyPageSize,
  themeNames,
} from './constants';

describe('constants', () => {
  it('accepts model years up to the current year plus 2', () => {
    expect(maxVehicleYear(new Date('2025-06-01T00:00:00Z'))).toBe(2027);
  });

  it('loads at least 10 replies, or all of them', () => {
    expect(replyPageSize(3)).toBe(10);
    expect(replyPageSize(42)).toBe(42);
  });

  it('takes a dealership postal code as exactly 5 digits', () => {
    expect(['75201', '00501'].every((code) => postalCodePattern.test(code))).toBe(true);
    expect(['7520', '752011', '7520A', ' 75201', ''].some((code) => postalCodePattern.test(code))).toBe(false);
  });

  it('converts between miles and kilometres', () => {
    expect(kilometresToMiles(100)).toBeCloseTo(62.1371);
    expect(milesToKilometres(100)).toBeCloseTo(160.934);
  });

  it('has 31 themes, light by default, and every dark theme is a theme', () => {
    expect(themeNames).toHaveLength(31);
    expect(defaultTheme).toBe('light');
    expect(darkThemes.every((t) => themeNames.includes(t))).toBe(true);
    expect(isDarkTheme('dracula')).toBe(true);
    expect(isDarkTheme('light')).toBe(false);
  });

  it('ages in buckets of 30, 60, 90, 120 days', () => {
    expect(ageBucketDays).toEqual([30, 60, 90, 120]);
  });
});
