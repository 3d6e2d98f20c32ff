import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { dealerGroupCreated, dealershipData, userRegistered, vehicleData, vehicleListed } from './events';

/**
 * A deterministic-in-shape history of about `size` events across many streams, in the order
 * the command side could append them: a dealer group, its dealerships, users, then vehicles
 * listed, updated, sold, spotlighted and unspotlighted, with a dealership update now and then.
 */
export function mixedHistory(size = 300): DomainEvent[] {
  const group = dealerGroupCreated();
  const dealerships = [0, 1, 2, 3].map((place) => dealershipData(group.data.id, place));
  const events: DomainEvent[] = [group, ...dealerships.map((data) => ({ type: 'DealershipCreated' as const, data }))];
  for (let n = 0; n < 8; n++) events.push(userRegistered(group.data.id, [dealerships[n % 4]!.id], n));

  const listed: string[] = [];
  const spotlighted = new Set<string>();
  const byUserId = randomUUID();
  for (let n = 0; events.length < size; n++) {
    const pick = listed[(n * 7) % Math.max(listed.length, 1)];
    switch (n % 8) {
      case 0: case 1: case 2: case 4: {
        const vehicle = vehicleListed(dealerships[n % 4]!, n);
        listed.push(vehicle.data.id);
        events.push(vehicle);
        break;
      }
      case 3:
        if (pick) events.push({ type: 'VehicleUpdated', data: { ...vehicleData(n + 1000, n % 5 === 0 ? '' : `$${n},995`), id: pick } });
        break;
      case 5:
        if (pick) {
          const spotlight = !spotlighted.has(pick);
          if (spotlight) spotlighted.add(pick); else spotlighted.delete(pick);
          events.push({ type: spotlight ? 'VehicleSpotlighted' : 'VehicleUnspotlighted', data: { id: pick, byUserId } });
        }
        break;
      case 6:
        if (pick) events.push({ type: 'VehicleSold', data: { id: pick, soldAt: '2025-03-01T12:00:00.000Z', offerId: null } });
        break;
      case 7: {
        const d = dealerships[n % 4]!;
        events.push({ type: 'DealershipUpdated', data: { ...d, name: `${d.city} Motors #${n}`, active: n % 3 !== 0 } });
        break;
      }
    }
  }
  return events;
}
