import type { Actor } from '../shared/actor';
import type { InventoryState } from '../inventory/state';

/** A vendor invited by a transport request: ids and the unguessable uid come from the command
 * handler, so the decider stays pure. */
export interface InvitedVendor {
  id: string;
  uid: string;
  transportVendorId: string;
  distanceInKm: number;
}

/** The email that brings an invited vendor its quote link (minted at the edge, like the uid). */
export interface QuoteEmail {
  id: string;
  transportBidId: string;
  toAddress: string;
  vendorName: string;
  /** `<PUBLIC_BASE_URL>/bidtransport/<uid>`. */
  quoteLink: string;
}

export interface RequestTransport {
  type: 'RequestTransport';
  actor: Actor;
  offerId: string;
  vehicle: InventoryState;
  destinationDealershipId: string;
  /** The buyer's own dealerships: the destination must be one of them. */
  buyerDealershipIds: readonly string[];
  /** The destination dealership is active (not deactivated or deleted): a vehicle goes only there. */
  destinationActive: boolean;
  /** Miles (25..100). */
  transportationSearchRadius: number;
  distanceInKm: number;
  transportBids: InvitedVendor[];
  /** One per invited vendor with an email address. */
  quoteEmails: QuoteEmail[];
  /** The time zone of the vehicle's dealership, where the vendors pick it up: the emails' dates. */
  pickupTimeZone: string;
  now: Date;
}
export interface QuoteTransportBid {
  type: 'QuoteTransportBid';
  transportBidId: string;
  bidAmount: number;
  now: Date;
}
/** The version the caller saw (If-Match): the action applies to those terms only (./terms-version). */
interface OnTerms {
  expectedVersion?: number;
}
export interface SelectTransportBid extends OnTerms {
  type: 'SelectTransportBid';
  actor: Actor | null;
  transportBidId: string;
}
/** A bid starts (or restarts) the seller's clock: its deadline is `now` plus the seller's
 * dealer group's response hours (negotiation). */
interface OnClock {
  now: Date;
  responseHours: number;
}
export interface SubmitOffer extends OnClock {
  type: 'SubmitOffer';
  actor: Actor;
  offerId: string;
  vehicle: InventoryState;
  offerAmount: number;
  /** Absent: the selected transport bid's amount (when one is selected). */
  transportOfferAmount?: number | null;
}
export interface UpdateOffer extends OnTerms, OnClock {
  type: 'UpdateOffer';
  actor: Actor | null;
  offerAmount: number;
  /** Absent: unchanged. */
  transportOfferAmount?: number | null;
  vehicleSold: boolean;
}
export interface CancelOffer extends OnTerms {
  type: 'CancelOffer';
  actor: Actor | null;
}
/** The demo reset put the offer's vehicle back on sale: a live or won offer ends (cancelled,
 * reason demo-reset), so the vehicle is never won twice. The system (or an Admin) only. */
export interface CloseOfferForDemoReset {
  type: 'CloseOfferForDemoReset';
  actor: Actor | null;
}
export interface RestoreOffer extends OnTerms, OnClock {
  type: 'RestoreOffer';
  actor: Actor | null;
  vehicleSold: boolean;
}
export interface DismissOffer {
  type: 'DismissOffer';
  actor: Actor | null;
  side: 'buyer' | 'seller';
}
/** The seller accepts: the offer wins and its vehicle is sold to it (decide-accept), in one
 * atomic append to both streams; `now` is the time of the sale. */
export interface AcceptOffer extends OnTerms {
  type: 'AcceptOffer';
  actor: Actor | null;
  inventoryId: string;
  now: Date;
}
export interface RejectOffer extends OnTerms {
  type: 'RejectOffer';
  actor: Actor | null;
  inventoryId: string;
}
/** The vehicle was sold to another offer (or outside the network: winningOfferId null). */
export interface LoseToSale {
  type: 'LoseToSale';
  winningOfferId: string | null;
}
export interface AddConversationMessage {
  type: 'AddConversationMessage';
  actor: Actor | null;
  messageId: string;
  message: string;
  now: Date;
}

/** Which sides of a negotiation the caller's permissions let them play: the buyer's needs
 * UpdateOffer, the seller's ApproveInboundOffer (the route reads them from the caller's grants). */
export interface SidesPermitted {
  buyer: boolean;
  seller: boolean;
}
/** A counter-offer on the caller's turn (decide-negotiation). */
export interface CounterOffer extends OnTerms, OnClock {
  type: 'CounterOffer';
  actor: Actor | null;
  permitted: SidesPermitted;
  amount: number;
  message?: string;
  /** The offer's vehicle: its list and Buy Now prices cap the seller's counter. */
  vehicle: InventoryState;
}
/** The buyer stands by their last amount after a seller's counter. */
export interface StandByOffer extends OnTerms, OnClock {
  type: 'StandByOffer';
  actor: Actor | null;
  permitted: SidesPermitted;
}
/** Accept the terms on the table on the caller's turn (decide-accept sells the vehicle with it). */
export interface AcceptTerms extends OnTerms {
  type: 'AcceptTerms';
  actor: Actor | null;
  permitted: SidesPermitted;
  now: Date;
}
/** The scheduler: the turn's deadline passed with no answer (now >= deadline) -> expired. */
export interface ExpireOffer {
  type: 'ExpireOffer';
  now: Date;
}
/** The scheduler: within the hour before the deadline, the side whose turn it is is reminded once. */
export interface RemindOffer {
  type: 'RemindOffer';
  now: Date;
}

/** The commands one offer stream decides (./decide). AcceptOffer and AcceptTerms are not among
 * them: an accept also sells the vehicle, so it is decided over both streams (./decide-accept). */
export type OfferCommand =
  | RequestTransport
  | QuoteTransportBid
  | SelectTransportBid
  | SubmitOffer
  | UpdateOffer
  | CancelOffer
  | CloseOfferForDemoReset
  | RestoreOffer
  | DismissOffer
  | RejectOffer
  | LoseToSale
  | AddConversationMessage
  | CounterOffer
  | StandByOffer
  | ExpireOffer
  | RemindOffer;
