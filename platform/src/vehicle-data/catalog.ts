import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { ModelEntry, VehicleDataset, VinTemplate } from './dataset-types';

/** Year/make/model lookups over the compact dataset `build-dataset.ts` derives from NHTSA vPIC
 * (~70 KB packed, read once per process on first use). Names match case-insensitively and come
 * back in vPIC's own spelling. */
let dataset: VehicleDataset | undefined;

export function vehicleDataset(): VehicleDataset {
  dataset ??= JSON.parse(
    gunzipSync(readFileSync(new URL('./vehicle-dataset.json.gz', import.meta.url))).toString('utf8'),
  ) as VehicleDataset;
  return dataset;
}

const byName = <T>(record: Record<string, T>, name: string): [string, T] | undefined => {
  const wanted = name.trim().toLowerCase();
  return Object.entries(record).find(([key]) => key.toLowerCase() === wanted);
};

export const listMakes = (): string[] => Object.keys(vehicleDataset().makes).sort((a, b) => a.localeCompare(b));

/** Every make in two sorted lists for the listing forms: passenger-vehicle makes (the
 * dataset's `passengerMakes`), then the other makes. */
export function listMakeGroups(): { passengerVehicles: string[]; otherMakes: string[] } {
  const passenger = new Set(vehicleDataset().passengerMakes);
  const all = listMakes();
  return { passengerVehicles: all.filter((make) => passenger.has(make)), otherMakes: all.filter((make) => !passenger.has(make)) };
}

export function listModels(make: string): string[] {
  const models = byName(vehicleDataset().makes, make)?.[1] ?? {};
  return Object.keys(models).sort((a, b) => a.localeCompare(b));
}

function findModel(make: string, model: string): { make: string; model: string; entry: ModelEntry } | undefined {
  const m = byName(vehicleDataset().makes, make);
  const mo = m && byName(m[1], model);
  return m && mo ? { make: m[0], model: mo[0], entry: mo[1] } : undefined;
}

export const listTrims = (make: string, model: string): string[] => findModel(make, model)?.entry.trims ?? [];
export const listModelYears = (make: string, model: string): number[] => findModel(make, model)?.entry.years ?? [];

export interface ModelDetails {
  make: string;
  model: string;
  years: number[];
  trims: string[];
  vehicleTypes: string[];
}

export function modelDetails(make: string, model: string): ModelDetails | null {
  const found = findModel(make, model);
  return found ? { make: found.make, model: found.model, ...found.entry } : null;
}

/** Verified VIN prefixes of popular models, for demo inventory. */
export const vinTemplates = (): VinTemplate[] => vehicleDataset().vinTemplates;
