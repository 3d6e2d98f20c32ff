import { z } from 'zod';
import {
  currency,
  maxBidAmount,
  maxChatMessageLength,
  maxTransportAmount,
  minBidAmount,
  transportRadiusMaxMiles,
  transportRadiusMinMiles,
  vendorBidMaxLength,
} from '../constants';
import { Amount } from '../money';
import { OfferStatus } from '../enums';
import { Problem } from '../problem';
import type { Permission } from '../permission';
import { EventPositionText } from './inventory-commands';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * Write routes of the offers lifecycle (spec section 7): the buyer's offer and transport request,
 * the seller's accept/reject, conversation, the public vendor quote and notification marks.
 * Served by the command service. The formats are these schemas' (a 400 naming `body.<field>`
 * before any command runs); the deciders hold the rules that need the offer's state, and check a
 * bid's amounts again with these pieces, since the standing orders' reactor bids too.
 */

/** A bid: "greater than 0" at cent precision (0.01 up), at most 2 decimals by exact decimal
 * reasoning (../money), bounded so that a bid plus its transport amount fits numeric(12,2). */
export const BidAmount = Amount(minBidAmount, maxBidAmount);
/** A transport amount: 0 or more, at most 2 decimals, bounded like the bid. */
export const TransportAmount = Amount(0, maxTransportAmount);
const Currency = z.literal(currency).default(currency);

/** Start the transport request (step 1 of the create-offer wizard). Radius in whole miles
 * (25..100): decimals are refused (400), not rounded, as the spec's slider steps by 1. */
export const StartTransportRequestBody = z.object({
  status: z.literal('bidding-transportation'),
  inventoryId: RowId,
  transportationSearchRadius: z.number().int().min(transportRadiusMinMiles).max(transportRadiusMaxMiles),
  destinationDealershipId: RowId,
  /** The buyer; when given it must be the caller. */
  userId: RowId.optional(),
});
/** Submit the bid (new offer, or after the transport stage). */
export const SubmitBidBody = z.object({
  status: z.literal('submitted'),
  inventoryId: RowId,
  offerAmount: BidAmount,
  transportOfferAmount: TransportAmount.nullable().optional(),
  userId: RowId.optional(),
  currency: Currency,
});
export const CreateOfferBody = z.discriminatedUnion('status', [StartTransportRequestBody, SubmitBidBody]);
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;

export const UpdateOfferBody = z.object({
  id: RowId,
  offerAmount: BidAmount,
  transportOfferAmount: TransportAmount.nullable().optional(),
  status: z.literal('submitted').default('submitted'),
  currency: Currency,
});
export type UpdateOfferBody = z.infer<typeof UpdateOfferBody>;

export const ConversationMessageBody = z.object({
  /** The sender; when given it must be the caller. */
  fromUserId: RowId.optional(),
  message: z.string().trim().min(1).max(maxChatMessageLength),
});
export type ConversationMessageBody = z.infer<typeof ConversationMessageBody>;

/** The capability of a vendor's public page: 22 to 64 url-safe characters. */
export const TransportBidUid = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'Not a transport bid uid');

/** The vendor's quote: what fits the page's input (at most 10 characters as typed, spec section 5; cents). */
export const TransportBidQuoteBody = z.object({
  uid: TransportBidUid,
  bidAmount: BidAmount.refine((value) => String(value).length <= vendorBidMaxLength, `At most ${vendorBidMaxLength} characters`),
});
export type TransportBidQuoteBody = z.infer<typeof TransportBidQuoteBody>;

/** `id` of what the command acted on (the offer, the message, the bid, the notification) and the
 * position of the last appended event (null when nothing changed). */
export const OfferCommandResult = z.object({ id: RowId, position: EventPositionText, status: OfferStatus.optional() });
export type OfferCommandResult = z.infer<typeof OfferCommandResult>;

const IdParams = z.object({ id: RowId });
const VehicleOfferParams = z.object({ inventoryId: RowId, offerId: RowId });
const ok = { 200: OfferCommandResult };

/**
 * `If-Match: "<version>"`: the offer's terms version the caller saw (its reads carry `version`, a
 * single offer's also an ETag). The action then applies to those terms only: when they moved,
 * 412 Precondition Failed with the current terms (`current`, an OfferTerms). Without it the
 * action applies to the terms as they are (spec section 7's bare call). A strong entity tag of
 * the version's digits; anything else is a 400 naming `headers.if-match`.
 */
export const IfMatchVersion = z
  .string()
  .max(20)
  .regex(/^"\d{1,15}"$/, 'must be the offer\'s version as an entity tag, for example "3"')
  .transform((tag) => Number(tag.slice(1, -1)));
export const OfferVersionHeaders = z.looseObject({ 'if-match': IfMatchVersion.optional() });
/** An action on an offer's terms: If-Match honoured, 412 documented. */
const onTerms = { headers: OfferVersionHeaders, response: { ...ok, 412: Problem } };

/** The shared parts of a signed-in command route. */
const userCommand = <const M extends 'POST' | 'PUT', const U extends string, const P extends readonly Permission[]>(
  method: M,
  url: U,
  permissions: P,
  summary: string,
) => ({ method, url, auth: 'user' as const, permissions, summary, side: 'command' as const, response: ok });

export const createOffer = defineRoute({
  ...userCommand(
    'POST',
    '/api/offer',
    ['CreateOffer'],
    'Start the transport request (status bidding-transportation) or submit the bid (status submitted)',
  ),
  body: CreateOfferBody,
});
export const updateOffer = defineRoute({
  ...userCommand('PUT', '/api/offer', ['UpdateOffer'], 'Change the amounts of a submitted offer'),
  ...onTerms,
  body: UpdateOfferBody,
});
export const cancelOffer = defineRoute({
  ...userCommand('PUT', '/api/offer/cancel/:id', ['CancelOffer'], 'Cancel your live offer (409 when already cancelled or finished)'),
  ...onTerms,
  params: IdParams,
});
export const restoreOffer = defineRoute({
  ...userCommand('PUT', '/api/offer/restore/:id', ['CancelOffer'], 'Restore your cancelled offer (409 once the vehicle is sold)'),
  ...onTerms,
  params: IdParams,
});
export const dismissOfferAsBuyer = defineRoute({
  ...userCommand('PUT', '/api/offer/dismiss/buyer/:id', ['ViewOffer'], 'Hide your won, lost or cancelled offer from your lists'),
  params: IdParams,
});
export const dismissOfferAsSeller = defineRoute({
  ...userCommand(
    'PUT',
    '/api/offer/dismiss/seller/:id',
    ['ViewInboundOffer'],
    'Hide a won, lost or cancelled incoming offer from your group’s lists',
  ),
  params: IdParams,
});
export const approveOffer = defineRoute({
  ...userCommand(
    'PUT',
    '/api/offer/inventory/:inventoryId/approve/:offerId',
    ['ApproveInboundOffer'],
    'Accept a submitted offer: it wins and the vehicle is sold (409 when already sold; 412 when If-Match names other terms)',
  ),
  ...onTerms,
  params: VehicleOfferParams,
});
export const rejectOffer = defineRoute({
  ...userCommand(
    'PUT',
    '/api/offer/inventory/:inventoryId/reject/:offerId',
    ['ApproveInboundOffer'],
    'Reject a submitted offer: it is lost (412 when If-Match names other terms)',
  ),
  ...onTerms,
  params: VehicleOfferParams,
});
export const addConversationMessage = defineRoute({
  ...userCommand(
    'POST',
    '/api/offer/:id/conversation',
    ['AddConversationMessage'],
    'Add a chat message to an offer (buyer or the seller’s staff); id = the message',
  ),
  params: IdParams,
  body: ConversationMessageBody,
});
export const markNotificationRead = defineRoute({
  ...userCommand('PUT', '/api/notification/read/:id', ['ViewNotifications'], 'Mark one of your notifications read'),
  params: IdParams,
});
export const dismissNotification = defineRoute({
  ...userCommand('PUT', '/api/notification/dismiss/:id', ['ViewNotifications'], 'Dismiss one of your notifications'),
  params: IdParams,
});

export const approveTransportBid = defineRoute({
  method: 'GET',
  url: '/api/transportation/approvebid/:id',
  auth: 'user',
  permissions: ['ApproveTransportBid'],
  // A GET that changes state: the spec's own path. Served by the command service.
  summary: 'Select a quoted transport bid of your request: it wins, the others lose; id = the transport bid (not the offer)',
  side: 'command',
  params: IdParams,
  ...onTerms,
});

export const quoteTransportBid = defineRoute({
  method: 'PUT',
  url: '/api/transportation/bid',
  // Vendors never sign in: the unguessable uid is the capability. Rate limited per IP.
  auth: 'public',
  permissions: [],
  summary: 'A transport vendor quotes once, while the bid is pending and the request open; id = the bid',
  side: 'command',
  body: TransportBidQuoteBody,
  response: ok,
});

/* Negotiation: counters in timed rounds, accepting the terms on the table, standing by a bid,
 * Buy Now. Either side acts only on its turn and names the terms version it saw (If-Match). */

/** A counter-offer: a vehicle amount (transport stays as the buyer chose it), with an optional note. */
export const CounterOfferBody = z.object({
  amount: BidAmount,
  message: z.string().trim().min(1).max(maxChatMessageLength).optional(),
});
export type CounterOfferBody = z.infer<typeof CounterOfferBody>;

export const counterOffer = defineRoute({
  ...userCommand(
    'POST',
    '/api/offer/:id/counter',
    [],
    'Counter on your turn: the seller above the buyer’s amount and at most the list (or Buy Now) price, the buyer above their last amount and below the seller’s counter; at most 3 per side (the seller needs ApproveInboundOffer, the buyer UpdateOffer)',
  ),
  ...onTerms,
  params: IdParams,
  body: CounterOfferBody,
});
export const acceptOfferTerms = defineRoute({
  ...userCommand(
    'PUT',
    '/api/offer/:id/accept-terms',
    [],
    'Accept the terms on the table on your turn: the seller the buyer’s offer (as approve), the buyer the seller’s counter; the offer wins and the vehicle is sold at those amounts',
  ),
  ...onTerms,
  params: IdParams,
});
export const standByOffer = defineRoute({
  ...userCommand(
    'PUT',
    '/api/offer/:id/stand',
    ['UpdateOffer'],
    'The buyer stands by their last amount after a seller’s counter: the turn is the seller’s again',
  ),
  ...onTerms,
  params: IdParams,
});

/** `If-Match: "<buyNowVersion>"` of the vehicle as the buyer saw it (inventory and marketplace reads).
 * The same schema object as the offers' (an entity tag of digits): a second, equal looseObject made
 * the frontend's CallArgs union over the catalogue too complex for TypeScript (TS2590). */
export const BuyNowHeaders = OfferVersionHeaders;
export const BuyNowBody = z.object({ inventoryId: RowId });
export type BuyNowBody = z.infer<typeof BuyNowBody>;
export const buyNow = defineRoute({
  ...userCommand(
    'POST',
    '/api/offer/buy-now',
    ['CreateOffer'],
    'Buy a vehicle at its Buy Now price: your offer wins at exactly that price, the vehicle is sold, every other offer loses (409 when sold or no price; 412 when If-Match names another Buy Now version)',
  ),
  headers: BuyNowHeaders,
  response: { ...ok, 412: Problem },
  body: BuyNowBody,
});
