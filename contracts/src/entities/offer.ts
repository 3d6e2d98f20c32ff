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
});
export type OfferTerms = z.infer<typeof OfferTerms>;
