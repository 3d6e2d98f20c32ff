/**
 * Test support (not a test): a buy list story for the vehicle-match projector tests, with fixed
 * event ids and times so it can be appended to two stores and compared.
 */
import { randomUUID } from 'node:crypto';
import { streamIds, type DomainEvent } from '@dtn/contracts';
import type { AppendResult, EventStore } from '@dtn/platform/event-store/port';
import { append, dealerGroupCreated, dealershipData, places, vehicleData, type TestEvent } from '../../testing/events';

type Event<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
type ItemData = Event<'BuyListItemAdded'>['data'];

const [austin, dallas, houston, denver] = places;

function buyListItemAdded(userId: string, dealerGroupId: string | null, over: Partial<ItemData> = {}): Event<'BuyListItemAdded'> {
  return {
    type: 'BuyListItemAdded',
    data: {
      id: randomUUID(),
      userId,
      dealerGroupId,
      make: 'Toyota',
      model: 'Camry',
      startYear: 2018,
      endYear: 2022,
      searchRadius: 50,
      retailReadyOnly: false,
      tradeIn: false,
      latitude: austin.latitude,
      longitude: austin.longitude,
      ...over,
    },
  };
}

function listed(
  dealership: { id: string; dealerGroupId: string },
  n: number,
  over: { year: number; make: string; model: string },
): Event<'VehicleListed'> {
  return {
    type: 'VehicleListed',
    data: { ...vehicleData(n), ...over, id: randomUUID(), dealershipId: dealership.id, dealerGroupId: dealership.dealerGroupId },
  };
}

export function buyListStory() {
  const seller = dealerGroupCreated();
  const buyerGroup = dealerGroupCreated();
  const austinStore = { type: 'DealershipCreated' as const, data: dealershipData(seller.data.id, 0) };
  const denverStore = { type: 'DealershipCreated' as const, data: dealershipData(seller.data.id, 3) };
  const houstonStore = { type: 'DealershipCreated' as const, data: dealershipData(seller.data.id, 2) };
  const dallasStore = { type: 'DealershipCreated' as const, data: dealershipData(buyerGroup.data.id, 1) };
  const buyer = randomUUID();
  const colleague = randomUUID(); // of the seller's group
  const near = buyListItemAdded(buyer, buyerGroup.data.id, { make: 'toyota', model: 'CAMRY' });
  const farAway = buyListItemAdded(buyer, buyerGroup.data.id, {
    searchRadius: 20,
    latitude: houston.latitude,
    longitude: houston.longitude,
  });
  const oldYears = buyListItemAdded(buyer, buyerGroup.data.id, { startYear: 2010, endYear: 2012, searchRadius: 500 });
  const ownGroup = buyListItemAdded(colleague, seller.data.id, { searchRadius: 100 });
  const dallasItem = buyListItemAdded(buyer, buyerGroup.data.id, {
    searchRadius: 500,
    latitude: dallas.latitude,
    longitude: dallas.longitude,
  });
  const camry = listed(austinStore.data, 1, { year: 2020, make: 'Toyota', model: 'Camry' });
  // Its own group's Camry never matches the buyer group's items... but the Dallas store is the buyer's.
  const buyersOwnCamry = listed(dallasStore.data, 2, { year: 2020, make: 'Toyota', model: 'Camry' });
  const civic = listed(denverStore.data, 3, { year: 2017, make: 'Honda', model: 'Civic' });
  const soldCivic = listed(denverStore.data, 4, { year: 2016, make: 'Honda', model: 'Civic' });
  const sold = { type: 'VehicleSold' as const, data: { id: soldCivic.data.id, soldAt: '2025-03-01T00:00:00.000Z', offerId: null } };
  const civicItem = buyListItemAdded(buyer, buyerGroup.data.id, {
    make: 'Honda',
    model: 'Civic',
    startYear: 2015,
    endYear: 2020,
    searchRadius: 100,
    latitude: denver.latitude,
    longitude: denver.longitude,
  });
  const removeFar = { type: 'BuyListItemRemoved' as const, data: { id: farAway.data.id } };
  const houstonCamry = listed(houstonStore.data, 5, { year: 2021, make: 'Toyota', model: 'Camry' });
  const spotlight = { type: 'VehicleSpotlighted' as const, data: { id: camry.data.id, byUserId: colleague } };
  // Listed and spotlighted in one run: the spotlight names the listing's match ids, which stay.
  const spotlightHouston = { type: 'VehicleSpotlighted' as const, data: { id: houstonCamry.data.id, byUserId: colleague } };

  const ordered: DomainEvent[] = [
    seller,
    buyerGroup,
    austinStore,
    denverStore,
    houstonStore,
    dallasStore,
    near,
    farAway,
    oldYears,
    ownGroup,
    dallasItem,
    camry,
    buyersOwnCamry,
    civic,
    soldCivic,
    sold,
    civicItem,
    spotlight,
    removeFar,
    houstonCamry,
    spotlightHouston,
  ];
  const start = Date.UTC(2025, 2, 1, 12);
  const events: TestEvent[] = ordered.map((event, i) => ({
    ...event,
    eventId: randomUUID(),
    occurredAt: new Date(start + i * 1000).toISOString(),
  }));
  return {
    events,
    buyer,
    colleague,
    near,
    farAway,
    oldYears,
    ownGroup,
    dallasItem,
    camry,
    buyersOwnCamry,
    civic,
    soldCivic,
    civicItem,
    houstonCamry,
    austinStore,
  };
}

/** Appends in order; buy list events go to their own `buylist-{id}` streams. */
export async function appendStory(store: EventStore, events: readonly TestEvent[]): Promise<AppendResult> {
  let result: AppendResult | undefined;
  for (const event of events) {
    if (event.type === 'BuyListItemAdded' || event.type === 'BuyListItemRemoved') {
      result = await store.appendToStream(
        streamIds.buyList(event.data.id),
        [
          {
            id: event.eventId ?? randomUUID(),
            type: event.type,
            data: event.data,
            metadata: { userId: null, correlationId: randomUUID(), occurredAt: event.occurredAt ?? new Date().toISOString() },
          },
        ],
        { expectedRevision: 'any' },
      );
    } else {
      result = await append(store, event);
    }
  }
  return result!;
}
