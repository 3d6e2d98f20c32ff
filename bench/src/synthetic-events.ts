import { randomUUID } from 'node:crypto';
import zipcodes from 'zipcodes';
import type { NewEvent } from '@dtn/platform/event-store/port';

/** Deterministic PRNG (mulberry32) so every bench run measures the same data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAKES: Record<string, string[]> = {
  Toyota: ['Camry', 'Corolla', 'RAV4', 'Tacoma', 'Highlander'],
  Honda: ['Accord', 'Civic', 'CR-V', 'Pilot'],
  Ford: ['F-150', 'Escape', 'Explorer', 'Mustang'],
  Chevrolet: ['Silverado 1500', 'Equinox', 'Malibu', 'Tahoe'],
  Nissan: ['Altima', 'Rogue', 'Sentra'],
  Jeep: ['Wrangler', 'Grand Cherokee', 'Compass'],
};
export const MAKE_NAMES = Object.keys(MAKES);
export const modelsOf = (make: string) => MAKES[make]!;

/** `count` real US postal-code locations, spread over the country. */
export function samplePostalCodes(count: number, random: () => number) {
  // Centre of the contiguous US; the package also knows Canadian codes, which are left out.
  const all = (zipcodes.radius('66952', 3000) as string[]).filter((zip) => /^\d{5}$/.test(zip));
  const picked = [];
  for (let i = 0; i < count; i++) {
    const hit = zipcodes.lookup(all[Math.floor(random() * all.length)]!);
    if (hit) picked.push(hit);
  }
  return picked;
}

export interface StreamBatch {
  streamId: string;
  events: NewEvent[];
}

/** Streams whose events, appended in order, make `total` events of the foundation's types. */
export function syntheticStreams(total: number, seed = 7): StreamBatch[] {
  const random = prng(seed);
  const ev = (type: string, data: unknown): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: { userId: null, correlationId: randomUUID(), occurredAt: new Date().toISOString() },
  });
  const streams: StreamBatch[] = [];
  const groups = Array.from({ length: 20 }, (_, i) => randomUUID() + `|${i}`).map((s) => s.split('|')[0]!);
  groups.forEach((id, i) =>
    streams.push({
      streamId: `dealergroup-${id}`,
      events: [
        ev('DealerGroupCreated', {
          id,
          organizationName: `Group ${i}`,
          slug: `group-${i}`,
          shortName: `G${i}`,
          dealerVaultVendorId: `DV${i}`,
          imageUrl: '',
        }),
      ],
    }),
  );
  const dealerships = samplePostalCodes(200, random).map((z, i) => {
    const id = randomUUID();
    const dealerGroupId = groups[i % groups.length]!;
    streams.push({
      streamId: `dealership-${id}`,
      events: [
        ev('DealershipCreated', {
          id,
          dealerGroupId,
          name: `${z.city} Motors ${i}`,
          dealerVaultId: `D${i}`,
          address1: `${i} Main St`,
          address2: '',
          city: z.city,
          state: z.state,
          postalCode: z.zip,
          country: 'US',
          active: true,
          latitude: z.latitude,
          longitude: z.longitude,
        }),
      ],
    });
    return { id, dealerGroupId };
  });
  let count = streams.length;
  let n = 0;
  while (count < total) {
    const d = dealerships[n % dealerships.length]!;
    const make = MAKE_NAMES[Math.floor(random() * MAKE_NAMES.length)]!;
    const model = modelsOf(make)[Math.floor(random() * modelsOf(make).length)]!;
    const id = randomUUID();
    const vin = `1HGCM82633A${String(n).padStart(6, '0')}`;
    const vehicle = {
      vin,
      stockNumber: `S${n}`,
      year: 2015 + Math.floor(random() * 10),
      make,
      model,
      trim: 'Base',
      listingType: random() < 0.3 ? 'NEW' : 'USED',
      images: [`/media/placeholder/${make}.svg`],
      tradeIn: random() < 0.05,
      postId: null,
      inventoryDate: new Date(Date.now() - Math.floor(random() * 200) * 86_400_000).toISOString(),
      data: { Odometer: String(Math.floor(random() * 90_000)), 'List Price': String(15_000 + Math.floor(random() * 40_000)) },
    };
    const events = [ev('VehicleListed', { ...vehicle, id, dealershipId: d.id, dealerGroupId: d.dealerGroupId })];
    if (random() < 0.5) events.push(ev('VehicleUpdated', { ...vehicle, id, data: { ...vehicle.data, 'List Price': '19999' } }));
    if (random() < 0.2) events.push(ev('VehicleSpotlighted', { id, byUserId: randomUUID() }));
    if (random() < 0.1) events.push(ev('VehicleSold', { id, soldAt: new Date().toISOString(), offerId: null }));
    const room = total - count;
    streams.push({ streamId: `inventory-${id}`, events: events.slice(0, room) });
    count += Math.min(events.length, room);
    n++;
  }
  return streams;
}
