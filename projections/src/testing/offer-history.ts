import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { withMeta, type TestEvent } from './events';
import {
  messageAdded,
  notificationId,
  offerParties,
  offerSubmitted,
  offerUpdated,
  transportRequested,
  type OfferParties,
} from './offer-events';

/** What an offer script needs: the vehicle and its parties, the seller staff and vendors. */
export interface OfferScriptContext {
  vehicle: Extract<DomainEvent, { type: 'VehicleListed' }>;
  buyer: { id: string; dealerGroupId: string };
  destinationDealershipId: string;
  sellerStaffId: string;
  vendorIds: string[];
}

/** An event with its id fixed up front, for the events a later one refers to. */
const identified = (event: DomainEvent): TestEvent => withMeta(event, { eventId: randomUUID() });

/**
 * The offer lifecycles of the mixed history, each a sequence of steps (one or two events each)
 * in an order the command side allows: `variant` 0 goes through transport, selection, update
 * and a win; 1 is submitted, cancelled, restored and rejected; 2 is a transport request
 * cancelled, restored and lost to a sale. Notifications are read and dismissed along the way.
 */
export function* offerScript(variant: number, ctx: OfferScriptContext): Generator<TestEvent[]> {
  const p: OfferParties = offerParties(ctx.buyer, ctx.vehicle);
  const id = p.offerId;
  if (variant === 0) {
    const request = transportRequested(p, ctx.destinationDealershipId, ctx.vendorIds);
    const [first, second] = request.data.transportBids;
    yield [request];
    yield [{ type: 'TransportBidQuoted', data: { offerId: id, transportBidId: first!.id, bidAmount: 450 } }];
    if (second) yield [{ type: 'TransportBidQuoted', data: { offerId: id, transportBidId: second.id, bidAmount: 512.5 } }];
    yield [messageAdded(id, ctx.sellerStaffId, 'We can have it ready Friday.')];
    yield [{ type: 'TransportBidSelected', data: { offerId: id, transportBidId: first!.id } }];
    yield [offerSubmitted(p, 18000 + ctx.vehicle.data.year, 450)];
    yield [messageAdded(id, ctx.buyer.id, 'Any service records?')];
    yield [offerUpdated(id, 18250.5 + ctx.vehicle.data.year, 450)];
    const amount = 18250.5 + ctx.vehicle.data.year;
    const accepted = identified({
      type: 'OfferAccepted',
      data: {
        offerId: id,
        inventoryId: p.inventoryId,
        byUserId: ctx.sellerStaffId,
        offerAmount: amount,
        transportOfferAmount: 450,
        total: amount + 450,
        side: 'seller',
      },
    });
    yield [{ type: 'VehicleSold', data: { id: p.inventoryId, soldAt: '2025-03-01T12:00:00.000Z', offerId: id } }, accepted];
    yield [{ type: 'NotificationRead', data: { notificationId: notificationId(accepted.eventId!, ctx.buyer.id), userId: ctx.buyer.id } }];
    yield [{ type: 'OfferDismissedBySeller', data: { offerId: id } }];
  } else if (variant === 1) {
    yield [offerSubmitted(p, 15000)];
    yield [{ type: 'OfferCancelled', data: { offerId: id } }];
    yield [{ type: 'OfferRestored', data: { offerId: id, status: 'submitted' } }];
    const rejected = identified({ type: 'OfferRejected', data: { offerId: id, inventoryId: p.inventoryId, byUserId: ctx.sellerStaffId } });
    yield [rejected];
    yield [
      { type: 'NotificationDismissed', data: { notificationId: notificationId(rejected.eventId!, ctx.buyer.id), userId: ctx.buyer.id } },
    ];
    yield [{ type: 'OfferDismissedByBuyer', data: { offerId: id } }];
  } else {
    yield [transportRequested(p, ctx.destinationDealershipId, ctx.vendorIds.slice(0, 1))];
    yield [{ type: 'OfferCancelled', data: { offerId: id } }];
    yield [{ type: 'OfferRestored', data: { offerId: id, status: 'bidding-transportation' } }];
    yield [{ type: 'OfferLost', data: { offerId: id, inventoryId: p.inventoryId, winningOfferId: null } }];
  }
}
