/** Test support (not a test): the events and commands the offer decider specs share. */
import type { InventoryEvent, OfferEvent, VehicleData } from '@dtn/contracts';
import type { Actor } from '../shared/actor';
import type { InventoryState } from '../inventory/state';
import { decide } from './decide';
import type { RequestTransport, SubmitOffer } from './command-types';
import { evolve, initialState } from './state';
import { deciderSpec } from '../testing/decider-spec';

export const given = deciderSpec({ initialState, evolve, decide });

export const offerId = '0a000000-0000-4000-8000-000000000001';
export const otherOfferId = '0a000000-0000-4000-8000-000000000002';
export const inventoryId = '1b000000-0000-4000-8000-000000000001';
const sellerGroupId = '2c000000-0000-4000-8000-000000000001';
const buyerGroupId = '2c000000-0000-4000-8000-000000000002';
const sellerDealershipId = '3d000000-0000-4000-8000-000000000001';
export const destinationDealershipId = '3d000000-0000-4000-8000-000000000002';
export const bidA = '4e000000-0000-4000-8000-00000000000a';
export const bidB = '4e000000-0000-4000-8000-00000000000b';
const vendorA = '5f000000-0000-4000-8000-00000000000a';
const vendorB = '5f000000-0000-4000-8000-00000000000b';
export const messageId = '6a000000-0000-4000-8000-000000000001';
export const now = new Date('2025-03-01T12:00:00.000Z');
const expiration = '2025-03-02T12:00:00.000Z';
/** Negotiation: the seller's group gives 24 hours a turn; a turn started at `now` ends then. */
export const responseHours = 24;
export const firstDeadline = '2025-03-02T12:00:00.000Z';

export const buyer: Actor = { id: '7b000000-0000-4000-8000-000000000001', role: 'UsedCarManager', dealerGroupId: buyerGroupId };
export const otherBuyer: Actor = { ...buyer, id: '7b000000-0000-4000-8000-000000000002' };
export const seller: Actor = { id: '7b000000-0000-4000-8000-000000000003', role: 'UsedCarManager', dealerGroupId: sellerGroupId };
export const stranger: Actor = {
  id: '7b000000-0000-4000-8000-000000000004',
  role: 'UsedCarManager',
  dealerGroupId: '2c000000-0000-4000-8000-000000000009',
};
export const admin: Actor = { id: '7b000000-0000-4000-8000-000000000005', role: 'Admin', dealerGroupId: null };

const vehicleData: VehicleData = {
  vin: '1HGCM82633A004352',
  stockNumber: 'S1',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  listingType: 'USED',
  images: [],
  tradeIn: false,
  postId: null,
  inventoryDate: '2025-01-10T00:00:00.000Z',
  data: {},
};
export const listedVehicle: InventoryState & { status: 'listed' } = {
  status: 'listed',
  id: inventoryId,
  dealershipId: sellerDealershipId,
  dealerGroupId: sellerGroupId,
  vehicle: vehicleData,
  spotlight: false,
  buyNowPrice: null,
  buyNowVersion: 0,
};
export const soldVehicle: InventoryState = { ...listedVehicle, status: 'sold', soldAt: now.toISOString(), offerId: otherOfferId };
/** The same vehicle as events, for deciders over both streams (decide-accept). */
export const vehicleListed: InventoryEvent = {
  type: 'VehicleListed',
  data: { ...vehicleData, id: inventoryId, dealershipId: sellerDealershipId, dealerGroupId: sellerGroupId },
};
export const vehicleSoldTo = (toOfferId: string | null): InventoryEvent => ({
  type: 'VehicleSold',
  data: { id: inventoryId, soldAt: now.toISOString(), offerId: toOfferId },
});

const parties = {
  offerId,
  inventoryId,
  vin: vehicleData.vin,
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  buyerUserId: buyer.id,
  buyerDealerGroupId: buyerGroupId,
  sellerDealerGroupId: sellerGroupId,
  sellerDealershipId,
};
const invited = [
  { id: bidA, uid: 'uidAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', transportVendorId: vendorA, distanceInKm: 80 },
  { id: bidB, uid: 'uidBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', transportVendorId: vendorB, distanceInKm: 80 },
];

export const requestTransport = (over: Partial<RequestTransport> = {}): RequestTransport => ({
  type: 'RequestTransport',
  actor: buyer,
  offerId,
  vehicle: listedVehicle,
  destinationDealershipId,
  buyerDealershipIds: [destinationDealershipId],
  destinationActive: true,
  transportationSearchRadius: 50,
  distanceInKm: 80,
  transportBids: invited,
  quoteEmails: [],
  pickupTimeZone: 'America/Chicago',
  now,
  ...over,
});
export const submit = (over: Partial<SubmitOffer> = {}): SubmitOffer => ({
  type: 'SubmitOffer',
  actor: buyer,
  offerId,
  vehicle: listedVehicle,
  offerAmount: 10000,
  now,
  responseHours,
  ...over,
});

export const transportRequested: OfferEvent = {
  type: 'TransportRequested',
  data: {
    ...parties,
    destinationDealershipId,
    transportationSearchRadius: 50,
    distanceInKm: 80,
    expirationDateTime: expiration,
    transportBids: invited,
  },
};
export const quoted = (transportBidId = bidA, bidAmount = 450): OfferEvent => ({
  type: 'TransportBidQuoted',
  data: { offerId, transportBidId, bidAmount },
});
export const selected = (transportBidId = bidA): OfferEvent => ({ type: 'TransportBidSelected', data: { offerId, transportBidId } });
export const submitted = (offerAmount = 10000, transportOfferAmount: number | null = null, deadline = firstDeadline): OfferEvent => ({
  type: 'OfferSubmitted',
  data: { ...parties, offerAmount, transportOfferAmount, total: offerAmount + (transportOfferAmount ?? 0), currency: 'USD', deadline },
});
export const cancelled: OfferEvent = { type: 'OfferCancelled', data: { offerId } };
/** Accepted at the amounts of `submitted()` unless told otherwise. */
export const accepted = (byUserId = seller.id, offerAmount = 10000, transportOfferAmount: number | null = null): OfferEvent => ({
  type: 'OfferAccepted',
  data: {
    offerId,
    inventoryId,
    byUserId,
    offerAmount,
    transportOfferAmount,
    total: offerAmount + (transportOfferAmount ?? 0),
    side: 'seller',
  },
});
export const updated = (offerAmount: number, transportOfferAmount: number | null = null, deadline = firstDeadline): OfferEvent => ({
  type: 'OfferUpdated',
  data: { offerId, offerAmount, transportOfferAmount, total: offerAmount + (transportOfferAmount ?? 0), currency: 'USD', deadline },
});
export const rejected: OfferEvent = { type: 'OfferRejected', data: { offerId, inventoryId, byUserId: seller.id } };
export const lost: OfferEvent = { type: 'OfferLost', data: { offerId, inventoryId, winningOfferId: otherOfferId } };
