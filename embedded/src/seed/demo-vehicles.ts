import type { ImportVehicleInput } from '@dtn/contracts/routes/inventory-commands';
import type { VinTemplate } from '@dtn/platform/vehicle-data/dataset-types';
import { listTrims, modelDetails, vinTemplates } from '@dtn/platform/vehicle-data/catalog';
import { bodyStyleOf } from '@dtn/query-service/media/body-style';
import { withCheckDigit } from '@dtn/platform/vehicle-data/vin';
import type { DemoDealership } from './demo-organizations';
import type { Random } from './prng';

/** A demo inventory row: what importInventory takes, plus whether to spotlight it afterwards. */
export type DemoVehicle = ImportVehicleInput & {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  listingType: 'NEW' | 'USED';
  images: string[];
  tradeIn: boolean;
  inventoryDate: string;
  data: Record<string, string>;
  sold: boolean;
  dealershipId: string;
  spotlight: boolean;
};

export const exteriorColors = [
  'Super White',
  'Midnight Black Metallic',
  'Celestial Silver',
  'Magnetic Gray',
  'Ruby Flare Pearl',
  'Blueprint',
  'Lunar Rock',
  'Oxford White',
  'Summit White',
  'Crystal Black Pearl',
];
export const interiorColors = ['Black', 'Ash', 'Graphite', 'Macadamia', 'Saddle Tan', 'Light Gray'];
const basePriceByStyle: Record<string, number> = {
  Sedan: 27000,
  Coupe: 32000,
  Hatchback: 24000,
  SUV: 36000,
  Crossover: 33000,
  Pickup: 45000,
  Minivan: 40000,
  Van: 42000,
  Wagon: 30000,
  Convertible: 38000,
};
const dayMs = 86_400_000;

/** The price a vehicle of this template lists around: its body style's base, new, or less 14% a
 * year of age when used. The sales history (./demo-sales.ts) sells around it too. */
export function cohortBasePrice(template: Pick<VinTemplate, 'year' | 'bodyStyle'>, isNew: boolean, now: Date): number {
  const age = Math.max(0, now.getUTCFullYear() - template.year);
  return (basePriceByStyle[template.bodyStyle || 'Sedan'] ?? 30000) * (isNew ? 1 : Math.pow(0.86, age));
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Body styles by make, model and vPIC body class: finding the model in the catalogue took a
 * tenth of a second over the demo world's vehicles and its sales history. */
const bodyStyles = new Map<string, string>();
function bodyStyleOfTemplate({ make, model, bodyStyle }: Pick<VinTemplate, 'make' | 'model' | 'bodyStyle'>): string {
  const key = `${make}|${model}|${bodyStyle}`;
  let style = bodyStyles.get(key);
  if (style === undefined) {
    style = bodyStyleOf(bodyStyle, modelDetails(make, model)?.vehicleTypes ?? []);
    bodyStyles.set(key, style);
  }
  return style;
}

/** The picture of a vehicle (query-service/src/media): its body style from vPIC's body class (or
 * the model's vehicle types), drawn in its exterior colour, with make and model; one URL per view. */
export function vehicleImage(template: Pick<VinTemplate, 'make' | 'model' | 'bodyStyle'>, exteriorColor: string, view: number): string {
  const style = bodyStyleOfTemplate(template);
  return `/media/placeholder/${slug(template.make)}-${slug(template.model)}.svg?view=${view}&style=${style}&color=${slug(exteriorColor)}`;
}

export function trimOf(template: VinTemplate, random: Random): string {
  const own = template.trim
    .split('/')
    .map((t) => t.trim())
    .filter(Boolean);
  if (own.length) return random.pick(own);
  const known = listTrims(template.make, template.model).filter((t) => t.length <= 24);
  return known.length ? random.pick(known) : 'Base';
}

/** `count` vehicles spread over the dealerships; VINs are real vPIC prefixes with a unique serial
 * and a recomputed check digit, so they decode to the year, make and model shown. */
export function demoVehicles(dealerships: DemoDealership[], count: number, now: Date, random: Random): DemoVehicle[] {
  const templates = vinTemplates();
  const newestYear = Math.max(...templates.map((t) => t.year));
  return Array.from({ length: count }, (_, i) => {
    const dealership = dealerships[i % dealerships.length]!;
    const template = random.pick(templates);
    // Unique per index (7919 is coprime with 900000), but looks random.
    const serial = String(100000 + ((i * 7919) % 900000));
    const vin = withCheckDigit(`${template.vds}0${template.yearAndPlant}${serial}`);
    const isNew = template.year >= newestYear - 1 && random.chance(0.6);
    const age = Math.max(0, now.getUTCFullYear() - template.year);
    const odometer = isNew ? random.int(3, 60) : Math.max(500, age * random.int(9000, 15000));
    const style = template.bodyStyle || 'Sedan';
    const price = Math.round((cohortBasePrice(template, isNew, now) * (0.85 + random.next() * 0.4)) / 100) * 100;
    const trim = trimOf(template, random);
    const daysInStock = i < 201 ? i : random.int(0, 200); // the first 201 cover every day, so every age bucket
    const tradeIn = !isNew && random.chance(0.07);
    const sold = random.chance(0.05);
    // Drawn in the order the fields used to draw them, so the same seed gives the same vehicles.
    const imageCount = random.int(1, 3);
    const hoursEarlier = random.int(0, 20);
    const spotlight = !sold && random.chance(0.05);
    const interiorColor = random.pick(interiorColors);
    const exteriorColor = random.pick(exteriorColors);
    const electric = template.fuelType === 'Electric';
    const transmission =
      template.transmission || (electric ? '1-Speed Automatic' : random.pick(['6-Speed Automatic', '8-Speed Automatic', 'CVT']));
    return {
      dealershipId: dealership.id,
      vin,
      stockNumber: `${dealership.dealerVaultId}-${String(i + 1).padStart(5, '0')}`,
      year: template.year,
      make: template.make,
      model: template.model,
      trim,
      listingType: isNew ? 'NEW' : 'USED',
      images: Array.from({ length: imageCount }, (_, k) => vehicleImage(template, exteriorColor, k + 1)),
      tradeIn,
      postId: null,
      inventoryDate: new Date(now.getTime() - daysInStock * dayMs - hoursEarlier * 3_600_000).toISOString(),
      sold,
      spotlight,
      data: {
        Description: `${isNew ? 'New' : 'Pre-owned'} ${template.year} ${template.make} ${template.model} ${trim}`.trim(),
        Trim: trim,
        Odometer: String(odometer),
        Engine: template.engine || (electric ? 'Electric motor' : '2.0L 4-cylinder'),
        'Interior Color': interiorColor,
        'Exterior Color': exteriorColor,
        'VIN Explosion Fuel Type': template.fuelType || 'Gasoline',
        Transmission: transmission,
        'Vehicle Style': style,
        'List Price': String(price),
      },
    };
  });
}
