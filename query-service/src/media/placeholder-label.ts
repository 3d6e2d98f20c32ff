import { vehicleDataset } from '@dtn/platform/vehicle-data/catalog';

/** The seed's slug rule (embedded/src/seed/demo-vehicles.ts): lower case, runs of anything else
 * become one dash. Slugs lose spelling, so they are matched back against vPIC's names. */
const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const titleCase = (slug: string): string =>
  slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** What a placeholder's name says: its caption and, when vPIC knows them, the make and model. */
export interface PlaceholderVehicle {
  label: string;
  make?: string;
  model?: string;
}

/**
 * "mercedes-benz-c-class" -> "Mercedes-Benz C-Class": the longest known make whose slug starts
 * the name, then that make's model whose slug is the rest. Unknown parts fall back to title case
 * ("Subaru Foo"), so any well-formed name still gets a picture.
 */
export function placeholderVehicle(slug: string): PlaceholderVehicle {
  const makes = vehicleDataset().makes;
  const make = Object.keys(makes)
    .filter((name) => slugOf(name) !== '' && (slug === slugOf(name) || slug.startsWith(`${slugOf(name)}-`)))
    .sort((a, b) => slugOf(b).length - slugOf(a).length)[0];
  if (!make) return { label: titleCase(slug) || 'Vehicle' };
  const rest = slug.slice(slugOf(make).length + 1);
  if (rest === '') return { label: make, make };
  const model = Object.keys(makes[make] ?? {}).find((name) => slugOf(name) === rest);
  return model ? { label: `${make} ${model}`, make, model } : { label: `${make} ${titleCase(rest)}`, make };
}

export const placeholderLabel = (slug: string): string => placeholderVehicle(slug).label;
