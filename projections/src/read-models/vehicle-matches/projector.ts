import type { Projector } from '../../projector';
import { eventTime } from '../offers/event-time';
import { applyRun, isRunEvent, type RunEvent } from './batch';
import { isFactEvent, recordBuyListItems, recordFact } from './facts';
import { matchBuyListItem, matchVehicle } from './match';
import { markNotification } from '../notifications/writes';

/**
 * VehicleMatch notifications (spec section 2, matches; written through ../notifications/writes):
 * a vehicle listed or spotlighted meets every buy list item of another dealer group whose make,
 * model, years and radius it fits; an added item meets the unsold vehicles already listed. Decided
 * from the projector's own facts (facts.ts), so the matches are the same whatever the batch boundaries.
 *
 * Its tables do not include the notifications': replaying this projector alone must not wipe the
 * offer notifications (its inserts are ON CONFLICT DO NOTHING, so a replay adds nothing twice).
 * It applies read and dismiss marks too: it runs after the notifications projector in a batch,
 * so a mark in the same batch as the match would otherwise find no row yet.
 */
export const vehicleMatchesProjector: Projector = {
  name: 'vehicle-matches',
  tables: ['rm_match_buy_list_items', 'rm_match_vehicles', 'rm_match_dealerships'],
  handles: [
    'DealershipCreated',
    'DealershipUpdated',
    'VehicleListed',
    'VehicleUpdated',
    'VehicleSold',
    'VehicleRelisted',
    'VehicleSpotlighted',
    'BuyListItemAdded',
    'BuyListItemRemoved',
    'NotificationRead',
    'NotificationDismissed',
  ],
  async apply(tx, event) {
    // A redelivered listing or addition (its row already there) was matched the first time.
    const isNew = isFactEvent(event) ? await recordFact(tx, event) : false;
    switch (event.type) {
      case 'VehicleListed':
        if (isNew) await matchVehicle(tx, event.data.id, eventTime(event));
        return;
      case 'VehicleSpotlighted':
        await matchVehicle(tx, event.data.id, eventTime(event));
        return;
      case 'BuyListItemAdded':
        if ((await recordBuyListItems(tx, [event.data])).size > 0) await matchBuyListItem(tx, event.data, eventTime(event));
        return;
      case 'NotificationRead':
      case 'NotificationDismissed':
        await markNotification(tx, { ...event.data, as: event.type === 'NotificationRead' ? 'read' : 'dismissed' }, 'VehicleMatch');
        return;
      default:
        return;
    }
  },
  async applyBatch(tx, events) {
    // Dealership and vehicle events (most of a replay) go in bulk, run by run; buy list changes,
    // spotlights and marks one by one, after the run that precedes them.
    let run: RunEvent[] = [];
    for (const event of events) {
      if (isRunEvent(event)) {
        run.push(event);
        continue;
      }
      if (run.length > 0) await applyRun(tx, run);
      run = [];
      await vehicleMatchesProjector.apply(tx, event);
    }
    if (run.length > 0) await applyRun(tx, run);
  },
};
