import { randomBytes, randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { places } from './events';

/** Builders of offer, transport and notification events as the command side appends them. */

type Event<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
type Data<T extends DomainEvent['type']> = Event<T>['data'];

export function transportVendorRegistered(n: number): Event<'TransportVendorRegistered'> {
  const where = places[n % places.length]!;
  return {
    type: 'TransportVendorRegistered',
    data: {
      id: randomUUID(),
      name: `${where.city} Haulers ${n}`,
      city: where.city,
      state: where.state,
      postalCode: where.postalCode,
      imageUrl: `https://img.example/vendor-${n}.png`,
      contact: `Sam Carrier${n}`,
      email: `dispatch${n}@haulers.example`,
      phoneNumber: '214-555-0199',
      latitude: where.latitude,
      longitude: where.longitude,
    },
  };
}

/** Who and what an offer is about; its id is the one the command side derives. */
export type OfferParties = Omit<Data<'OfferSubmitted'>, 'offerAmount' | 'transportOfferAmount' | 'total' | 'currency'>;

export function offerParties(buyer: { id: string; dealerGroupId: string }, vehicle: Event<'VehicleListed'>): OfferParties {
  const v = vehicle.data;
  return {
    offerId: uuidV5(`offer:${buyer.id}:${v.id}`),
    inventoryId: v.id,
    vin: v.vin,
    year: v.year,
    make: v.make,
    model: v.model,
    buyerUserId: buyer.id,
    buyerDealerGroupId: buyer.dealerGroupId,
    sellerDealerGroupId: v.dealerGroupId,
    sellerDealershipId: v.dealershipId,
  };
}

export function transportRequested(
  parties: OfferParties,
  destinationDealershipId: string,
  vendorIds: string[],
  expirationDateTime = '2025-03-02T12:00:00.000Z',
): Event<'TransportRequested'> {
  return {
    type: 'TransportRequested',
    data: {
      ...parties,
      destinationDealershipId,
      transportationSearchRadius: 50,
      distanceInKm: 313.5,
      expirationDateTime,
      transportBids: vendorIds.map((transportVendorId, i) => ({
        id: randomUUID(),
        uid: randomBytes(24).toString('base64url'),
        transportVendorId,
        distanceInKm: 10 + i,
      })),
    },
  };
}

export function offerSubmitted(
  parties: OfferParties,
  offerAmount: number,
  transportOfferAmount: number | null = null,
): Event<'OfferSubmitted'> {
  return {
    type: 'OfferSubmitted',
    data: { ...parties, offerAmount, transportOfferAmount, total: offerAmount + (transportOfferAmount ?? 0), currency: 'USD' },
  };
}

export function offerUpdated(offerId: string, offerAmount: number, transportOfferAmount: number | null = null): Event<'OfferUpdated'> {
  return {
    type: 'OfferUpdated',
    data: { offerId, offerAmount, transportOfferAmount, total: offerAmount + (transportOfferAmount ?? 0), currency: 'USD' },
  };
}

export function messageAdded(
  offerId: string,
  fromUserId: string,
  message: string,
  sentAt = '2025-03-01T15:00:00.000Z',
): Event<'ConversationMessageAdded'> {
  return { type: 'ConversationMessageAdded', data: { offerId, messageId: randomUUID(), fromUserId, message, sentAt } };
}

/** The id the notifications projector gives the notification of `eventId` to `recipientId`. */
export const notificationId = (eventId: string, recipientId: string): string => uuidV5(`${eventId}:${recipientId}`);
