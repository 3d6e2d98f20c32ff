import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { dealerGroupCreated, dealershipData, userRegistered, vehicleListed, withMeta, type TestEvent } from './events';
import {
  messageAdded,
  notificationId,
  offerParties,
  offerSubmitted,
  offerUpdated,
  transportRequested,
  transportVendorRegistered,
} from './offer-events';

/**
 * One vehicle's whole offer story, with fixed event ids and times: a seller group (two sell
 * staff, one without sell authority) lists a 2021 Toyota Camry; buyer 1 requests transport, two
 * vendors quote, the seller's staff writes, buyer 1 selects the first quote, submits, replies and
 * updates; buyer 2 submits, cancels and restores; the seller accepts buyer 1, buyer 2 loses;
 * both sides dismiss; buyer 1 reads the win, buyer 2 dismisses the loss. Buyer 1 also opens a
 * transport request on a second vehicle and cancels it before submitting.
 */
export function offerStory() {
  const seller = dealerGroupCreated();
  const buyers = dealerGroupCreated({ organizationName: 'Gulf Coast Motors' });
  const lot = dealershipData(seller.data.id, 0);
  const destination = dealershipData(buyers.data.id, 2);
  const staff = [userRegistered(seller.data.id, [lot.id], 0), userRegistered(seller.data.id, [lot.id], 2)];
  const noSell = userRegistered(seller.data.id, [lot.id], 1);
  const buyer1 = userRegistered(buyers.data.id, [destination.id], 3);
  const buyer2 = userRegistered(buyers.data.id, [destination.id], 5);
  const vendors = [transportVendorRegistered(0), transportVendorRegistered(1)];
  const camry = vehicleListed(lot, 16);
  const other = vehicleListed(lot, 17);
  const asBuyer = (u: typeof buyer1) => ({ id: u.data.id, dealerGroupId: buyers.data.id });
  const a = offerParties(asBuyer(buyer1), camry);
  const b = offerParties(asBuyer(buyer2), camry);
  const c = offerParties(asBuyer(buyer1), other);
  const request = transportRequested(
    a,
    destination.id,
    vendors.map((v) => v.data.id),
  );
  const [bid1, bid2] = [request.data.transportBids[0]!, request.data.transportBids[1]!];
  const staff1 = staff[0]!.data.id;

  const plain: DomainEvent[] = [
    seller,
    buyers,
    { type: 'DealershipCreated', data: lot },
    { type: 'DealershipCreated', data: destination },
    ...staff,
    noSell,
    buyer1,
    buyer2,
    ...vendors,
    camry,
    other,
    request,
    { type: 'TransportBidQuoted', data: { offerId: a.offerId, transportBidId: bid1.id, bidAmount: 450 } },
    { type: 'TransportBidQuoted', data: { offerId: a.offerId, transportBidId: bid2.id, bidAmount: 520 } },
    messageAdded(a.offerId, staff1, 'Happy to help with transport.'),
    { type: 'TransportBidSelected', data: { offerId: a.offerId, transportBidId: bid1.id } },
    offerSubmitted(a, 23500, 450),
    messageAdded(a.offerId, buyer1.data.id, 'Can you do a quick inspection?', '2025-03-01T16:00:00.000Z'),
    offerUpdated(a.offerId, 23750, 450),
    offerSubmitted(b, 23000),
    { type: 'OfferCancelled', data: { offerId: b.offerId } },
    { type: 'OfferRestored', data: { offerId: b.offerId, status: 'submitted' } },
    { type: 'VehicleSold', data: { id: camry.data.id, soldAt: '2025-03-01T18:00:00.000Z', offerId: a.offerId } },
    {
      type: 'OfferAccepted',
      data: {
        offerId: a.offerId,
        inventoryId: camry.data.id,
        byUserId: staff1,
        offerAmount: 23750,
        transportOfferAmount: 450,
        total: 24200,
        side: 'seller',
      },
    },
    { type: 'OfferLost', data: { offerId: b.offerId, inventoryId: camry.data.id, winningOfferId: a.offerId } },
    { type: 'OfferDismissedBySeller', data: { offerId: a.offerId } },
    { type: 'OfferDismissedByBuyer', data: { offerId: b.offerId } },
    transportRequested(c, destination.id, [vendors[1]!.data.id]),
    { type: 'OfferCancelled', data: { offerId: c.offerId } },
  ];
  const events: TestEvent[] = plain.map((e, i) =>
    withMeta(e, { eventId: randomUUID(), occurredAt: new Date(Date.UTC(2025, 2, 1, 12, 0, i)).toISOString() }),
  );
  const idOf = (predicate: (e: TestEvent) => boolean) => events.find(predicate)!.eventId!;
  const accepted = idOf((e) => e.type === 'OfferAccepted');
  const lost = idOf((e) => e.type === 'OfferLost');
  const wonNotification = notificationId(accepted, buyer1.data.id);
  const lostNotification = notificationId(lost, buyer2.data.id);
  events.push(
    withMeta(
      { type: 'NotificationRead', data: { notificationId: wonNotification, userId: buyer1.data.id } },
      { eventId: randomUUID(), occurredAt: '2025-03-01T19:00:00.000Z' },
    ),
    withMeta(
      { type: 'NotificationDismissed', data: { notificationId: lostNotification, userId: buyer2.data.id } },
      { eventId: randomUUID(), occurredAt: '2025-03-01T19:00:01.000Z' },
    ),
  );
  return {
    events,
    seller,
    buyers,
    lot,
    destination,
    staff,
    noSell,
    buyer1,
    buyer2,
    vendors,
    camry,
    other,
    a,
    b,
    c,
    bid1,
    bid2,
    wonNotification,
    lostNotification,
  };
}
