import { z } from 'zod';
import { OfferStatus } from '../enums';
import { currency } from '../constants';
import { Id, IsoDateTime, PersonSummary } from './common';
import { InventoryItem } from './inventory';
import { TransportBidRequest, WinningTransportVendor } from './transport';

export const ConversationMessage = z.object({ fromUserId: Id, message: z.string(), date: IsoDateTime });
export type ConversationMessage = z.infer<typeof ConversationMessage>;

/** The chat between buyer and seller of one offer. */
export const Conversation = z.object({
  users: z.array(PersonSummary),
  messages: z.array(ConversationMessage),
});
export type Conversation = z.infer<typeof Conversation>;

/** How to reach the other side once a deal is made. */
export const CounterpartyContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type CounterpartyContact = z.infer<typeof CounterpartyContact>;

export const OfferBidder = PersonSummary.omit({ id: true });

export const Side = z.enum(['buyer', 'seller']);
/** One round of the negotiation (contracts/domain/offer-state Round). */
export const OfferRound = z.object({
  side: Side,
  kind: z.enum(['bid', 'counter', 'stand']),
  amount: z.number().min(0),
  deadline: IsoDateTime.nullable(),
  version: z.number().int().min(0),
});
export type OfferRound = z.infer<typeof OfferRound>;

/** Whose turn it is on a submitted offer's terms and until when (null: no turn, no clock). */
const negotiation = {
  turn: Side.nullable(),
  deadline: IsoDateTime.nullable(),
};
export type OfferBidder = z.infer<typeof OfferBidder>;

/**
 * A buyer's offer on a vehicle (spec section 3). Amounts are null until the bid is submitted
 * (an offer starts in bidding-transportation without amounts); total is the sum of both.
 */
export const Offer = z.object({
  id: Id,
  inventoryId: Id,
  inventory: InventoryItem,
  status: OfferStatus,
  /** The terms version (contracts/domain/offer-state): send it back as `If-Match: "<version>"`
   * on an action, which then applies only to the terms seen (412 with the current ones else). */
  version: z.number().int().min(0),
  ...negotiation,
  /** The rounds so far, oldest first: the buyer's bids, counters by either side, stands. */
  rounds: z.array(OfferRound),
  offerAmount: z.number().min(0).nullable(),
  transportOfferAmount: z.number().min(0).nullable(),
  total: z.number().min(0),
  currency: z.literal(currency),
  userId: Id,
  user: OfferBidder,
  sellerDismissed: z.boolean(),
  /** Kilometres (the client sends miles times the conversion factor). */
  transportationSearchRadius: z.number().min(0).nullable(),
  destinationDealershipId: Id.nullable(),
  transportBidRequest: TransportBidRequest.nullable(),
  conversation: Conversation,
  /** Only once the offer is won; null before. */
  counterpartyContactDetails: CounterpartyContact.nullable(),
  winningTransportVendor: WinningTransportVendor.nullable(),
  /** 'standing-order': an instant offer a buyer's standing order made (issue 35), with the
   * order's id and when the order ends; 'bid': made by hand (both null). */
  origin: z.enum(['bid', 'standing-order']),
  standingOrderId: Id.nullable(),
  standingOrderEndsAt: IsoDateTime.nullable(),
});
export type Offer = z.infer<typeof Offer>;

/** What an action on an offer decides on: the amounts, the status and their version. A 412
 * Precondition Failed answer carries the offer's current terms as its `current` member. */
export const OfferTerms = z.object({
  id: Id,
  status: OfferStatus,
  offerAmount: z.number().min(0).nullable(),
  transportOfferAmount: z.number().min(0).nullable(),
  total: z.number().min(0),
  version: z.number().int().min(0),
  ...negotiation,
  /** The seller's counter on the table when the turn is the buyer's; null otherwise. */
  counterAmount: z.number().min(0).nullable(),
});
export type OfferTerms = z.infer<typeof OfferTerms>;
