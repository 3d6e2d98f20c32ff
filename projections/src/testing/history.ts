import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { dealerGroupCreated, dealershipData, userRegistered, vehicleData, vehicleListed, withMeta, type TestEvent } from './events';
import { transportVendorRegistered } from './offer-events';
import { offerScript } from './offer-history';

/**
 * A deterministic-in-shape history of about `size` events across many streams, in the order
 * the command side could append them: a dealer group, its dealerships, users, then vehicles
 * listed, updated, sold, spotlighted and unspotlighted, with a dealership update now and then;
 * a buyers' group and transport vendors, and offers on the listed vehicles (offer-history.ts)
 * interleaved, two slots in ten. Every event has a fixed id and time (TestEventMeta), so the
 * same history appended to two stores builds the same read models, notifications included.
 */
export function mixedHistory(size = 300): TestEvent[] {
  const group = dealerGroupCreated();
  const dealerships = [0, 1, 2, 3].map((place) => dealershipData(group.data.id, place));
  const events: DomainEvent[] = [group, ...dealerships.map((data) => ({ type: 'DealershipCreated' as const, data }))];
  const users = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => userRegistered(group.data.id, [dealerships[n % 4]!.id], n));
  events.push(...users);
  const sellerStaff = users.filter((u) => u.data.sellAuthority).map((u) => u.data.id);

  const buyerGroup = dealerGroupCreated({ organizationName: 'Gulf Coast Motors' });
  const destination = dealershipData(buyerGroup.data.id, 2);
  const buyers = [9, 11].map((n) => userRegistered(buyerGroup.data.id, [destination.id], n));
  const vendors = [0, 1, 2].map(transportVendorRegistered);
  events.push(buyerGroup, { type: 'DealershipCreated', data: destination }, ...buyers, ...vendors);

  const listed: Extract<DomainEvent, { type: 'VehicleListed' }>[] = [];
  const sold = new Set<string>();
  const withOffer = new Set<string>();
  const scripts: Generator<TestEvent[]>[] = [];
  let started = 0;
  const spotlighted = new Set<string>();
  const byUserId = randomUUID();
  for (let n = 0, m = 0; events.length < size; n++) {
    if (n % 10 >= 8) {
      // An offer step: start a script on the newest unsold vehicle without one while fewer than
      // two run, else move one of them on.
      const free = listed.findLast((v) => !sold.has(v.data.id) && !withOffer.has(v.data.id));
      if (scripts.length < 2 && free) {
        withOffer.add(free.data.id);
        scripts.push(
          offerScript(started % 3, {
            vehicle: free,
            buyer: { id: buyers[started % 2]!.data.id, dealerGroupId: buyerGroup.data.id },
            destinationDealershipId: destination.id,
            sellerStaffId: sellerStaff[started % sellerStaff.length]!,
            vendorIds: vendors.map((v) => v.data.id),
          }),
        );
        started++;
      }
      const script = scripts[n % Math.max(scripts.length, 1)];
      const step = script?.next();
      if (step?.done) scripts.splice(scripts.indexOf(script!), 1);
      else if (step) events.push(...step.value);
      continue;
    }
    const pick = listed[(m * 7) % Math.max(listed.length, 1)]?.data.id;
    switch (m % 8) {
      case 0:
      case 1:
      case 2:
      case 4: {
        const vehicle = vehicleListed(dealerships[m % 4]!, m);
        listed.push(vehicle);
        events.push(vehicle);
        break;
      }
      case 3:
        if (pick) events.push({ type: 'VehicleUpdated', data: { ...vehicleData(m + 1000, m % 5 === 0 ? '' : `$${m},995`), id: pick } });
        break;
      case 5:
        if (pick) {
          const spotlight = !spotlighted.has(pick);
          if (spotlight) spotlighted.add(pick);
          else spotlighted.delete(pick);
          events.push({ type: spotlight ? 'VehicleSpotlighted' : 'VehicleUnspotlighted', data: { id: pick, byUserId } });
        }
        break;
      case 6:
        if (pick) {
          sold.add(pick);
          events.push({ type: 'VehicleSold', data: { id: pick, soldAt: '2025-03-01T12:00:00.000Z', offerId: null } });
        }
        break;
      case 7: {
        const d = dealerships[m % 4]!;
        events.push({ type: 'DealershipUpdated', data: { ...d, name: `${d.city} Motors #${m}`, active: m % 3 !== 0 } });
        break;
      }
    }
    m++;
  }
  const start = Date.UTC(2025, 2, 1);
  return events.map((event, i) =>
    withMeta(event, {
      eventId: (event as TestEvent).eventId ?? randomUUID(),
      occurredAt: new Date(start + i * 1000).toISOString(),
    }),
  );
}
