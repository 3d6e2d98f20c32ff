import { vinTemplates } from '@dtn/platform/vehicle-data/catalog';
import type { VinTemplate } from '@dtn/platform/vehicle-data/dataset-types';
import { withCheckDigit } from '@dtn/platform/vehicle-data/vin';
import type { DemoDealership, DemoUser } from './demo-organizations';
import { cohortBasePrice, exteriorColors, interiorColors, trimOf, vehicleImage, type DemoVehicle } from './demo-vehicles';
import type { Random } from './prng';

/**
 * The network's sales history before the demo starts (issue 34): vehicles listed by one demo
 * dealer group, bid on by a buyer of another and accepted, over the 180 days before the seed, so
 * that the market figures (network value, range, days' supply) show on first start. Plain data,
 * deterministic like the rest of the demo world; ./seed-sales-history.ts applies it.
 *
 * The cohorts (year, make and model) are the demo inventory's own. Most sell often: 8 to 11 sales
 * in the last 88 days (all within the value's 90-day window, which ends at the cohort's latest
 * sale) and 1 to 4 before. About one in eight sells rarely: at most 6 sales in all, so whatever
 * 90 days the value looks at, its vehicles honestly show "not enough sales", and some of those
 * none in 45 days ("no recent sales"). Each
 * dealership's feed lists its new stock once a week (so the seed imports a feed, not a vehicle, at
 * a time); a vehicle sells 3 to 83 days after it came in, most within a month or two.
 */
export interface DemoSale {
  /** The vehicle as its seller's feed lists it (unsold), at the seller's dealership. */
  vehicle: DemoVehicle;
  /** The time of the weekly feed that listed it. */
  listedAt: Date;
  bidAt: Date;
  soldAt: Date;
  /** The bid the seller accepts: the vehicle's amount, no transport. */
  amount: number;
  /** The buyer (buy authority, another dealer group) and the seller's staff member who accepts. */
  buyerId: string;
  sellerId: string;
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const weekMs = 7 * dayMs;
/** 1970-01-05, a Monday: the feeds arrive on Mondays at 13:00 UTC. */
const firstFeed = 4 * dayMs + 13 * hourMs;
const rareCohortShare = 0.12;
/** Serials of history VINs start this far along demoVehicles' serial sequence (a bijection over
 * 900,000 serials): no demo world, however many vehicles it asks for, reaches them. */
const firstSerialIndex = 450_000;
/** Miles a used vehicle adds a year, on average; a vehicle that ran more is worth less. */
const milesPerYear = 12_000;

export function demoSales(dealerships: DemoDealership[], users: DemoUser[], now: Date, random: Random): DemoSale[] {
  const templates = vinTemplates();
  const newestYear = Math.max(...templates.map((t) => t.year));
  const groupStaff = users.filter((u) => u.dealerGroupId !== null);
  const world: World = {
    dealerships,
    buyers: groupStaff.filter((u) => u.buyAuthority),
    sellers: groupStaff.filter((u) => u.sellAuthority),
    now,
    random,
  };
  const sales: DemoSale[] = [];
  for (const template of templates) {
    const rare = random.chance(rareCohortShare);
    const recent = rare ? random.int(0, 4) : random.int(8, 11);
    const older = rare ? random.int(0, 2) : random.int(1, 4);
    for (let k = 0; k < recent + older; k++) {
      const daysAgo = k < recent ? 0.1 + random.next() * 87.9 : 92 + random.next() * 88;
      const soldAt = new Date(now.getTime() - Math.round(daysAgo * dayMs));
      sales.push(saleOf(template, newestYear, soldAt, sales.length, world));
    }
  }
  return sales.sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime());
}

interface World {
  dealerships: DemoDealership[];
  /** Staff who may buy, and who may sell (accept), of any dealer group. */
  buyers: DemoUser[];
  sellers: DemoUser[];
  now: Date;
  random: Random;
}

function saleOf(template: VinTemplate, newestYear: number, soldAt: Date, index: number, world: World): DemoSale {
  const { dealerships, now, random } = world;
  const dealership = random.pick(dealerships);
  const buyer = random.pick(world.buyers.filter((u) => u.dealerGroupId !== dealership.dealerGroupId));
  const seller = random.pick(world.sellers.filter((u) => u.dealerGroupId === dealership.dealerGroupId));
  const isNew = template.year >= newestYear - 1 && random.chance(0.6);
  const age = Math.max(0, now.getUTCFullYear() - template.year);
  const odometer = isNew ? random.int(3, 250) : age === 0 ? random.int(500, 4000) : age * random.int(7000, 17000);
  const amount = roundTo(50, cohortBasePrice(template, isNew, now) * mileageFactor(odometer, isNew ? 0 : age) * priceNoise(random));
  const listPrice = roundTo(100, amount / (0.92 + random.next() * 0.06));
  // Days on the lot: most sell within a month or two, a few take longer; listed by the week's feed.
  const cameIn = soldAt.getTime() - (3 + Math.pow(random.next(), 1.6) * 80) * dayMs;
  const listedAt = new Date(cameIn - ((cameIn - firstFeed) % weekMs));
  const bidAt = new Date(Math.max(listedAt.getTime() + hourMs, soldAt.getTime() - (1 + random.next() * 20) * hourMs));
  const trim = trimOf(template, random);
  const exteriorColor = random.pick(exteriorColors);
  const serial = String(100000 + (((firstSerialIndex + index) * 7919) % 900000));
  const vehicle: DemoVehicle = {
    dealershipId: dealership.id,
    vin: withCheckDigit(`${template.vds}0${template.yearAndPlant}${serial}`),
    stockNumber: `${dealership.dealerVaultId}-S${String(index + 1).padStart(5, '0')}`,
    year: template.year,
    make: template.make,
    model: template.model,
    trim,
    listingType: isNew ? 'NEW' : 'USED',
    images: [vehicleImage(template, exteriorColor, 1)],
    tradeIn: false,
    postId: null,
    inventoryDate: new Date(cameIn).toISOString(),
    sold: false,
    spotlight: false,
    data: {
      Description: `${isNew ? 'New' : 'Pre-owned'} ${template.year} ${template.make} ${template.model} ${trim}`.trim(),
      Trim: trim,
      Odometer: String(odometer),
      Engine: template.engine || (template.fuelType === 'Electric' ? 'Electric motor' : '2.0L 4-cylinder'),
      'Interior Color': random.pick(interiorColors),
      'Exterior Color': exteriorColor,
      'VIN Explosion Fuel Type': template.fuelType || 'Gasoline',
      Transmission: template.transmission || 'Automatic',
      'Vehicle Style': template.bodyStyle || 'Sedan',
      'List Price': String(listPrice),
    },
  };
  return { vehicle, listedAt, bidAt, soldAt, amount, buyerId: buyer.id, sellerId: seller.id };
}

/** Each mile over the cohort's usual mileage takes value off, each mile under adds it: a third of
 * the way between "as usual" and "twice as far" is 10% (so the cohort's own price-per-mile slope
 * is there to find). A new vehicle's delivery miles count for nothing. */
function mileageFactor(odometer: number, age: number): number {
  const usual = age * milesPerYear;
  return usual === 0 ? 1 : 1 - (0.3 * (odometer - usual)) / (usual + 2 * milesPerYear);
}

/** Within 5% of the mileage-adjusted price, and about one sale in 35 far outside it (a rough unit
 * sold cheap, a rare spec dear): the outliers a 1.5 x IQR rule is there to drop. */
function priceNoise(random: Random): number {
  const noise = 0.95 + random.next() * 0.1;
  if (!random.chance(0.03)) return noise;
  return random.chance(0.5) ? 0.55 + random.next() * 0.15 : 1.35 + random.next() * 0.15;
}

const roundTo = (step: number, amount: number) => Math.round(amount / step) * step;
