import { placeholderBodyStyles } from '@dtn/contracts/routes/media';
import { modelDetails, vinTemplates } from '@dtn/platform/vehicle-data/catalog';

/**
 * The six pictures a vehicle may get (issue 13): a body style read from vPIC's body class
 * ("Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)", "Pickup", "Sedan/Saloon",
 * "Hatchback/Liftback/Notchback", "Coupe", "Minivan", "Convertible/Cabriolet", ...), or from the
 * model's vehicle types when the class says nothing ("", "Other").
 */
export const bodyStyles = placeholderBodyStyles;
export type BodyStyle = (typeof bodyStyles)[number];

const byClass: [RegExp, BodyStyle][] = [
  [/pick-?up|truck/i, 'pickup'],
  [/van|bus/i, 'van'],
  [/suv|sport utility|crossover|cuv|mpv|multi-?purpose/i, 'suv'],
  [/coupe|convertible|cabriolet|roadster/i, 'coupe'],
  [/hatch|liftback|wagon/i, 'hatchback'],
  [/sedan|saloon|notchback/i, 'sedan'],
];

const byVehicleType: [RegExp, BodyStyle][] = [
  [/truck/i, 'pickup'],
  [/mpv|multipurpose|bus/i, 'suv'],
];

export function bodyStyleOf(bodyClass: string | null | undefined, vehicleTypes: readonly string[] = []): BodyStyle {
  const text = bodyClass ?? '';
  for (const [pattern, style] of byClass) if (pattern.test(text)) return style;
  for (const type of vehicleTypes) for (const [pattern, style] of byVehicleType) if (pattern.test(type)) return style;
  return 'sedan';
}

export const isBodyStyle = (value: string): value is BodyStyle => (bodyStyles as readonly string[]).includes(value);

/** The body style of a make and model from what vPIC says of it (a decoded VIN's body class,
 * else the model's vehicle types): for pictures whose URL names no style (a trade-in listed from
 * a post, vehicles seeded before styles existed). */
export function bodyStyleOfModel(make: string | undefined, model: string | undefined): BodyStyle {
  if (!make || !model) return 'sedan';
  const bodyClass = vinTemplates().find((t) => t.make === make && t.model === model && t.bodyStyle && t.bodyStyle !== 'Other')?.bodyStyle;
  return bodyStyleOf(bodyClass, modelDetails(make, model)?.vehicleTypes ?? []);
}
