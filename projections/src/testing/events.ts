import { randomUUID } from 'node:crypto';
import { streamIds, type DomainEvent } from '@dtn/contracts';
import type { AppendResult, EventStore } from '@dtn/platform/event-store/port';

/** Builders of domain events as the command side appends them, for projection tests. */

type Event<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
type Data<T extends DomainEvent['type']> = Event<T>['data'];

/** Real dealership locations (postal code, city, coordinates). */
export const places = [
  { postalCode: '78701', city: 'Austin', state: 'TX', latitude: 30.2711, longitude: -97.7437 },
  { postalCode: '75201', city: 'Dallas', state: 'TX', latitude: 32.7876, longitude: -96.7994 },
  { postalCode: '77002', city: 'Houston', state: 'TX', latitude: 29.7569, longitude: -95.3625 },
  { postalCode: '80202', city: 'Denver', state: 'CO', latitude: 39.7527, longitude: -104.9992 },
] as const;

export function dealerGroupCreated(overrides: Partial<Data<'DealerGroupCreated'>> = {}): Event<'DealerGroupCreated'> {
  const id = overrides.id ?? randomUUID();
  return {
    type: 'DealerGroupCreated',
    data: {
      id,
      organizationName: 'Lone Star Auto Group',
      slug: `lone-star-${id.slice(0, 8)}`,
      shortName: 'LSAG',
      dealerVaultVendorId: 'DV-100',
      imageUrl: '',
      ...overrides,
    },
  };
}

export function dealershipData(dealerGroupId: string, place = 0, overrides: Partial<Data<'DealershipCreated'>> = {}) {
  const where = places[place % places.length]!;
  return {
    id: randomUUID(),
    dealerGroupId,
    name: `${where.city} Motors`,
    dealerVaultId: `DV-${where.postalCode}`,
    address1: '100 Main St',
    address2: '',
    city: where.city,
    state: where.state,
    postalCode: where.postalCode,
    country: 'US' as const,
    active: true,
    latitude: where.latitude,
    longitude: where.longitude,
    ...overrides,
  };
}

export function userRegistered(dealerGroupId: string, dealershipIds: string[], n = 0): Event<'UserRegistered'> {
  const where = places[n % places.length]!;
  return {
    type: 'UserRegistered',
    data: {
      id: randomUUID(),
      userId: `auth0|user-${n}-${randomUUID().slice(0, 6)}`,
      firstName: 'Pat',
      lastName: `Dealer${n}`,
      title: 'Used Car Manager',
      email: `user${n}-${randomUUID().slice(0, 6)}@example.com`,
      imageUrl: '',
      phoneNumber: '512-555-0100',
      role: 'UsedCarManager',
      buyAuthority: true,
      sellAuthority: n % 2 === 0,
      dealerGroupId,
      dealershipIds,
      postalCode: where.postalCode,
      latitude: where.latitude,
      longitude: where.longitude,
    },
  };
}

const MAKES = [
  ['Toyota', 'Camry'],
  ['Ford', 'F-150'],
  ['Honda', 'Civic'],
  ['Chevrolet', 'Silverado'],
] as const;

export function vehicleData(n: number, price = String(20000 + n * 137)) {
  const [make, model] = MAKES[n % MAKES.length]!;
  return {
    vin: `1HGCM82633A${String(100000 + n).slice(-6)}`,
    stockNumber: `STK${n}`,
    year: 2015 + (n % 10),
    make,
    model,
    trim: 'LE',
    listingType: n % 3 === 0 ? ('NEW' as const) : ('USED' as const),
    images: [`https://img.example/${n}.jpg`],
    tradeIn: n % 4 === 0,
    postId: null,
    inventoryDate: new Date(Date.UTC(2025, 0, 1 + (n % 28))).toISOString(),
    data: { Description: `Vehicle ${n}`, Trim: 'LE', Odometer: String(1000 * n), 'List Price': price },
  };
}

export function vehicleListed(dealership: { id: string; dealerGroupId: string }, n: number): Event<'VehicleListed'> {
  return {
    type: 'VehicleListed',
    data: { ...vehicleData(n), id: randomUUID(), dealershipId: dealership.id, dealerGroupId: dealership.dealerGroupId },
  };
}

export const streamOf = (event: DomainEvent): string => {
  // Test support: the stream an event of each family belongs to.
  const data: Record<string, unknown> = event.data;
  const id = String(data.id);
  if (event.type.startsWith('Vehicle') || event.type === 'BuyNowPriceSet') return streamIds.inventory(id);
  if (typeof data.offerId === 'string') return streamIds.offer(data.offerId);
  if (typeof data.notificationId === 'string') return streamIds.notification(data.notificationId);
  if (event.type === 'TransportVendorRegistered') return streamIds.transportVendor(id);
  if (event.type.startsWith('DealerGroup')) return streamIds.dealerGroup(id);
  if (event.type.startsWith('Dealership') || event.type === 'AgingDigestIssued') return streamIds.dealership(id);
  return streamIds.user(id);
};

/** Optional fixed metadata of a test event: histories appended to two stores (crash test,
 * replay equality) give them so event ids and times, hence notification ids and the times
 * read models copy, are the same in both. */
export interface TestEventMeta {
  eventId?: string;
  occurredAt?: string;
  userId?: string | null;
}
export type TestEvent = DomainEvent & TestEventMeta;

export const withMeta = <E extends DomainEvent>(event: E, meta: TestEventMeta): E & TestEventMeta => ({ ...event, ...meta });

/** Appends events to their streams one command at a time, as the command side does. */
export async function append(store: EventStore, ...events: TestEvent[]): Promise<AppendResult> {
  let result: AppendResult | undefined;
  for (const event of events) {
    result = await store.appendToStream(
      streamOf(event),
      [
        {
          id: event.eventId ?? randomUUID(),
          type: event.type,
          data: event.data,
          metadata: { userId: event.userId ?? null, correlationId: randomUUID(), occurredAt: event.occurredAt ?? new Date().toISOString() },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
  if (!result) throw new Error('append needs at least one event');
  return result;
}
