import { z } from 'zod';

/** Amounts in US dollars; the command side checks > 0 and at most 2 decimals. */
const amount = z.number().nonnegative();
const id = z.string().uuid();
const at = z.string().datetime();
/** Whose move it is on a live offer's terms (negotiation): the side that must answer by the deadline. */
const side = z.enum(['buyer', 'seller']);
/** When the side whose turn it is must answer by (the offer lapses then); absent in events
 * appended before offers had clocks, whose turns never lapse. */
const deadline = at.optional();

/** Stream `transportvendor-{id}`: outside transport vendors, seeded by the system. */
export const TransportVendorRegistered = z.object({
  type: z.literal('TransportVendorRegistered'),
  data: z.object({
    id,
    name: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    imageUrl: z.string(),
    contact: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

/** Who and what an offer is about: carried by the event that opens an offer stream. */
const offerParties = {
  offerId: id,
  inventoryId: id,
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  buyerUserId: id,
  buyerDealerGroupId: id,
  sellerDealerGroupId: id,
  sellerDealershipId: id,
};

/** Stream `offer-{id}` (one stream per buyer and vehicle: id = uuidV5(`offer:${buyerUserId}:${inventoryId}`)).
 * Actor and time of every change are in the event metadata (userId, occurredAt). */
export const TransportRequested = z.object({
  type: z.literal('TransportRequested'),
  data: z.object({
    ...offerParties,
    destinationDealershipId: id,
    /** Miles, as the buyer chose on the radius slider (25..100). */
    transportationSearchRadius: z.number(),
    /** Road-agnostic distance between the vehicle's dealership and the destination. */
    distanceInKm: z.number(),
    expirationDateTime: at,
    transportBids: z.array(z.object({ id, uid: z.string().min(22), transportVendorId: id, distanceInKm: z.number() })),
  }),
});
/**
 * The email that brings one invited vendor its quote link (`<PUBLIC_BASE_URL>/bidtransport/<uid>`),
 * appended with TransportRequested, one per vendor with an email address, and projected into the
 * outbox like InviteEmailQueued. The uid is a capability: no read route a signed-in user can call
 * shows it (the offer routes leave it out, the audit history redacts it), so only the vendor's
 * mailbox holds the link.
 */
export const TransportBidEmailQueued = z.object({
  type: z.literal('TransportBidEmailQueued'),
  data: z.object({
    /** The email's id: the outbox row. */
    id,
    offerId: id,
    transportBidId: id,
    toAddress: z.string(),
    subject: z.string(),
    body: z.string(),
    queuedAt: at,
  }),
});
export const TransportBidQuoted = z.object({
  type: z.literal('TransportBidQuoted'),
  data: z.object({ offerId: id, transportBidId: id, bidAmount: amount }),
});
/** The buyer picked this quote: it is won, every other bid of the request lost. */
export const TransportBidSelected = z.object({
  type: z.literal('TransportBidSelected'),
  data: z.object({ offerId: id, transportBidId: id }),
});
/** The bid itself. Opens the stream when transport was skipped (then it carries the parties). */
export const OfferSubmitted = z.object({
  type: z.literal('OfferSubmitted'),
  data: z.object({
    ...offerParties,
    offerAmount: amount,
    transportOfferAmount: amount.nullable(),
    total: amount,
    currency: z.literal('USD'),
    deadline,
    /** Set when a standing order made the offer (an "instant offer"): the order and when it ends.
     * Absent: the buyer bid by hand. */
    origin: z.object({ standingOrderId: id, endsAt: at }).optional(),
  }),
});
/** The buyer changed the amounts of a bid: the turn is the seller's again. */
export const OfferUpdated = z.object({
  type: z.literal('OfferUpdated'),
  data: z.object({
    offerId: id,
    offerAmount: amount,
    transportOfferAmount: amount.nullable(),
    total: amount,
    currency: z.literal('USD'),
    deadline,
  }),
});
/**
 * A counter-offer (negotiation): the side whose turn it was names a vehicle amount (without
 * transport, which stays as the buyer chose it) and the turn passes to the other side, which must
 * answer by `deadline`. The seller's counter is above the buyer's amount and at most the list
 * (or Buy Now) price; the buyer's is above their own last amount and below the seller's counter.
 */
export const OfferCountered = z.object({
  type: z.literal('OfferCountered'),
  data: z.object({
    offerId: id,
    side,
    amount,
    byUserId: id,
    message: z.string().optional(),
    deadline: at,
  }),
});
/** The buyer stands by their last amount after a seller's counter: the turn is the seller's again. */
export const OfferStoodBy = z.object({
  type: z.literal('OfferStoodBy'),
  data: z.object({ offerId: id, byUserId: id, amount, deadline: at }),
});
/** Nobody answered by the deadline: the offer lapsed (status expired), appended by the scheduler. */
export const OfferExpired = z.object({
  type: z.literal('OfferExpired'),
  data: z.object({ offerId: id, inventoryId: id, turn: side, deadline: at }),
});
/** An hour before the deadline: the side whose turn it is is reminded (once per deadline). */
export const OfferReminderDue = z.object({
  type: z.literal('OfferReminderDue'),
  data: z.object({ offerId: id, turn: side, deadline: at }),
});
/**
 * The buyer bought the vehicle at its Buy Now price: the offer (opened by this event when the
 * buyer had none) is won at exactly that price, appended with the vehicle's VehicleSold in one
 * atomic append. `buyNowVersion` is the vehicle's Buy Now version the buyer saw.
 */
export const OfferBoughtNow = z.object({
  type: z.literal('OfferBoughtNow'),
  data: z.object({
    ...offerParties,
    byUserId: id,
    offerAmount: amount,
    transportOfferAmount: amount.nullable(),
    total: amount,
    currency: z.literal('USD'),
    buyNowVersion: z.number().int().min(0),
  }),
});
/** The buyer cancelled (no reason), or the demo reset ended the offer when it put the vehicle back
 * on sale (reason 'demo-reset'; a won offer then becomes restorable as submitted). */
export const OfferCancelled = z.object({
  type: z.literal('OfferCancelled'),
  data: z.object({ offerId: id, reason: z.literal('demo-reset').optional() }),
});
export const OfferRestored = z.object({
  type: z.literal('OfferRestored'),
  data: z.object({ offerId: id, status: z.enum(['bidding-transportation', 'submitted']), deadline }),
});
/** The side whose turn it was accepted the terms on the table (the seller an offer, by approve or
 * accept-terms; the buyer a seller's counter): won, at the amounts recorded here. The vehicle's
 * VehicleSold is appended with it, atomically. `side` is absent in events before negotiation
 * (the seller's). */
export const OfferAccepted = z.object({
  type: z.literal('OfferAccepted'),
  /** The amounts it sold at (the terms the accept decided on); absent in events appended before
   * the accept recorded them. */
  data: z.object({
    offerId: id,
    inventoryId: id,
    byUserId: id,
    offerAmount: z.number().nullable().optional(),
    transportOfferAmount: z.number().nullable().optional(),
    total: z.number().optional(),
    side: side.optional(),
  }),
});
/** The seller rejected: lost. */
export const OfferRejected = z.object({
  type: z.literal('OfferRejected'),
  data: z.object({ offerId: id, inventoryId: id, byUserId: id }),
});
/** Another offer won the vehicle: lost (appended by the sale reactor). */
export const OfferLost = z.object({
  type: z.literal('OfferLost'),
  data: z.object({ offerId: id, inventoryId: id, winningOfferId: id.nullable() }),
});
export const OfferDismissedByBuyer = z.object({ type: z.literal('OfferDismissedByBuyer'), data: z.object({ offerId: id }) });
export const OfferDismissedBySeller = z.object({ type: z.literal('OfferDismissedBySeller'), data: z.object({ offerId: id }) });
export const ConversationMessageAdded = z.object({
  type: z.literal('ConversationMessageAdded'),
  data: z.object({ offerId: id, messageId: id, fromUserId: id, message: z.string().min(1), sentAt: at }),
});

export const TransportVendorEvent = z.discriminatedUnion('type', [TransportVendorRegistered]);
export type TransportVendorEvent = z.infer<typeof TransportVendorEvent>;

export const OfferEvent = z.discriminatedUnion('type', [
  TransportRequested,
  TransportBidEmailQueued,
  TransportBidQuoted,
  TransportBidSelected,
  OfferSubmitted,
  OfferUpdated,
  OfferCancelled,
  OfferRestored,
  OfferAccepted,
  OfferRejected,
  OfferLost,
  OfferDismissedByBuyer,
  OfferDismissedBySeller,
  ConversationMessageAdded,
  OfferCountered,
  OfferStoodBy,
  OfferExpired,
  OfferReminderDue,
  OfferBoughtNow,
]);
export type OfferEvent = z.infer<typeof OfferEvent>;
