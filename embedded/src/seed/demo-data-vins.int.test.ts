import { describe, it, expect } from '@jest/globals';
import { decodeVin } from '@dtn/platform/vehicle-data/vpic';
import { generateDemoData } from './demo-data';

/**
 * The demo vehicles' VINs against the NHTSA vPIC database (SQLite in sql.js, loaded on first
 * decode): an integration test, as each decode queries that database (most of a second on a busy
 * machine). The demo data's other promises are unit tests (demo-data.unit.test.ts).
 */
const data = generateDemoData(new Date('2025-06-15T12:00:00Z'));

describe('demo data VINs', () => {
  it('decode to the year, make and model shown (sample of 200)', async () => {
    const sample = data.vehicles.filter((_, i) => i % 12 === 0);
    const mismatches: string[] = [];
    for (const v of sample) {
      const d = await decodeVin(v.vin);
      if (!d.valid || d.year !== v.year || d.make !== v.make || d.model !== v.model) {
        mismatches.push(`${v.vin}: ${v.year} ${v.make} ${v.model} → ${d.year} ${d.make} ${d.model} ${d.errors.join(';')}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
