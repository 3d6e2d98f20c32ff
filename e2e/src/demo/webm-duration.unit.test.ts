import { describe, expect, it } from '@jest/globals';
import { withDuration } from './webm-duration';

/** EBML header, then a Segment of unknown size holding Info (TimecodeScale only) and a Cluster. */
const recorded = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x86, 0x81, 0x01, 0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x15, 0x49,
  0xa9, 0x66, 0x88, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, 0x00, 0x1f, 0x43, 0xb6, 0x75, 0x81, 0x00,
]);

describe('withDuration', () => {
  it('adds Info > Duration in milliseconds and grows the Info size', () => {
    const fixed = withDuration(recorded, 21_500);
    const info = fixed.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
    expect(fixed[info + 4]).toBe(0x80 | (8 + 11));
    const duration = fixed.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(fixed.readDoubleBE(duration + 3)).toBe(21_500);
    expect(fixed.subarray(-6)).toEqual(recorded.subarray(-6));
    expect(fixed.length).toBe(recorded.length + 11);
  });

  it('leaves a file that has a Duration as it is', () => {
    const fixed = withDuration(recorded, 1000);
    expect(withDuration(fixed, 2000)).toBe(fixed);
  });
});
