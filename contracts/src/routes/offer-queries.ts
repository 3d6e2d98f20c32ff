import { z } from 'zod';
import { NotificationType, TransportBidStatus } from '../enums';
import { notificationsPageSize } from '../constants';
import { Count, Paged, pageQuery } from '../paging';
import { Id, IsoDateTime } from '../entities/common';
import { InventoryItem } from '../entities/inventory';
import { Notification } from '../entities/notification';
import { Offer } from '../entities/offer';
import { TransportDetails } from '../entities/transport';
import { RowId } from './inventory-queries';
import { TransportBidUid } from './offer-commands';
import { screenAccess } from '../permissions';
import { defineRoute } from './route-spec';

/**
 * Read routes of the offers lifecycle (spec section 7): my offers, incoming offers grouped by
 * vehicle, the public transport-bid page, transport distance, notifications and the auditors'
 * history of an offer. Served by the query service.
 */

const IdParams = z.object({ id: RowId });

export const myOffers = defineRoute({
  method: 'GET',
  url: '/api/offer/user',
  auth: 'user',
  permissions: [],
  anyOf: screenAccess.myOffers,
  summary: "The caller's offers (not dismissed by them), newest first",
  side: 'query',
  response: { 200: z.array(Offer) },
});

export const myOfferCount = defineRoute({
  method: 'GET',
  url: '/api/offer/user/count',
  auth: 'user',
  permissions: [],
  anyOf: screenAccess.myOffers,
  summary: 'How many offers the caller has (not dismissed by them)',
  side: 'query',
  response: { 200: Count },
});

export const myOfferForVehicle = defineRoute({
  method: 'GET',
  url: '/api/offer/user/inventory/:id',
  auth: 'user',
  permissions: [],
  anyOf: screenAccess.myOffers,
  summary: "The caller's offer on a vehicle: 200 with the offer, 204 when there is none",
  side: 'query',
  params: IdParams,
  response: { 200: Offer, 204: z.null() },
});

/** Incoming offers are shown grouped by vehicle (spec section 4, "Incoming offers"). */
export const IncomingOfferGroup = z.object({ inventory: InventoryItem, offers: z.array(Offer) });
export type IncomingOfferGroup = z.infer<typeof IncomingOfferGroup>;

export const incomingOffers = defineRoute({
  method: 'GET',
  url: '/api/offer/incoming',
  auth: 'user',
  permissions: [],
  anyOf: screenAccess.incomingOffers,
  summary: "Submitted, won, lost and cancelled offers on the caller's dealer group's vehicles, by vehicle",
  side: 'query',
  response: { 200: z.array(IncomingOfferGroup) },
});

export const incomingOfferCount = defineRoute({
  method: 'GET',
  url: '/api/offer/incoming/count',
  auth: 'user',
  permissions: [],
  anyOf: screenAccess.incomingOffers,
  summary: "How many submitted offers await the caller's dealer group",
  side: 'query',
  response: { 200: Count },
});

export const incomingOfferById = defineRoute({
  method: 'GET',
  url: '/api/offer/incoming/:id',
  auth: 'user',
  permissions: [],
  anyOf: screenAccess.incomingOffers,
  summary: "One offer on a vehicle of the caller's dealer group",
  side: 'query',
  params: IdParams,
  response: { 200: Offer },
});

/** What a transport vendor's public page shows: the job, never the parties or their addresses. */
export const PublicTransportBid = z.object({
  make: z.string(),
  model: z.string(),
  /** Miles between the vehicle's dealership and the destination. */
  distance: z.number().min(0),
  status: TransportBidStatus,
  expirationDateTime: IsoDateTime,
  bidAmount: z.number().min(0).nullable(),
});
export type PublicTransportBid = z.infer<typeof PublicTransportBid>;

export const transportBidByUid = defineRoute({
  method: 'GET',
  url: '/api/transportation/bid/:uid',
  // Vendors never sign in: the unguessable uid is the capability. Rate limited per IP.
  auth: 'public',
  permissions: [],
  summary: 'The public vendor page of a transport bid: make, model, miles, status, expiration, quote',
  side: 'query',
  params: z.object({ uid: TransportBidUid }),
  response: { 200: PublicTransportBid },
});

export const transportDetails = defineRoute({
  method: 'GET',
  url: '/api/transportation/details/user/:userId/transport/from/:dealershipId/to/:destinationDealershipId',
  auth: 'user',
  // Part of the create-offer wizard's transport step.
  permissions: ['CreateOffer'],
  summary: 'Miles between two dealerships (the vehicle and the destination)',
  side: 'query',
  params: z.object({ userId: RowId, dealershipId: RowId, destinationDealershipId: RowId }),
  response: { 200: TransportDetails },
});

const NotificationFilter = z.object({ notificationType: NotificationType.optional() });

export const NotificationListQuery = pageQuery(notificationsPageSize).extend({
  includeRead: z.stringbool().default(false),
  notificationType: NotificationType.optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const notificationList = defineRoute({
  method: 'GET',
  url: '/api/notification/list',
  auth: 'user',
  permissions: ['ViewNotifications'],
  summary: "The caller's notifications, newest first: unread only unless includeRead=true",
  side: 'query',
  querystring: NotificationListQuery,
  response: { 200: Paged(Notification) },
});

export const notificationCount = defineRoute({
  method: 'GET',
  url: '/api/notification/count',
  auth: 'user',
  permissions: ['ViewNotifications'],
  summary: 'How many unread notifications the caller has (of one type when given)',
  side: 'query',
  querystring: NotificationFilter,
  response: { 200: Count },
});

export const notificationById = defineRoute({
  method: 'GET',
  url: '/api/notification/:id',
  auth: 'user',
  permissions: ['ViewNotifications'],
  summary: "One of the caller's notifications",
  side: 'query',
  params: IdParams,
  response: { 200: Notification },
});

/** One stored event of an offer with who did it and the offer's state after it. `standingOrderId`:
 * the buyer's standing order acted for them (an instant offer, issue 35); null or absent: they acted themselves. */
export const OfferHistoryEntry = z.object({
  revision: z.number().int().min(0),
  type: z.string(),
  occurredAt: IsoDateTime,
  actor: z.object({ userId: Id, firstName: z.string(), lastName: z.string(), standingOrderId: Id.nullable().optional() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  state: z.record(z.string(), z.unknown()),
});
export type OfferHistoryEntry = z.infer<typeof OfferHistoryEntry>;

export const offerHistory = defineRoute({
  method: 'GET',
  url: '/api/offer/:id/history',
  auth: 'user',
  // The server checks the rest: Admin, or the DealerPrincipal of the buyer's or seller's group.
  permissions: [],
  summary: "An offer's events in order, with actor, time and the offer's state after each (auditors)",
  side: 'query',
  params: IdParams,
  response: { 200: z.array(OfferHistoryEntry) },
});
