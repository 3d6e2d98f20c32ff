import type { TransportBidStatus } from '../enums';
import type { OfferEvent } from '../events/offer-events';

/**
 * An offer's state as its events make it (the pure fold, no I/O): the command side decides on it
 * (command-service/src/offer/state.ts wraps it in the offer's decider) and the auditors' offer
 * history shows it after each event (query-service/src/offer-history/), so both see one state.
 */

/** Who and what the offer is about (fixed by the event that opens the stream). */
export interface OfferParties {
  offerId: string;
  inventoryId: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  buyerUserId: string;
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
  sellerDealershipId: string;
}

export interface TransportBidState {
  id: string;
  uid: string;
  transportVendorId: string;
  status: TransportBidStatus;
  bidAmount: number | null;
}

export interface TransportRequestState {
  expirationDateTime: string;
  selectedTransportBidId: string | null;
  bids: TransportBidState[];
}

export type LiveStatus = 'bidding-transportation' | 'bid' | 'submitted';
export type EndStatus = 'won' | 'lost' | 'cancelled';

export interface Offer {
  status: LiveStatus | EndStatus;
  parties: OfferParties;
  transport: TransportRequestState | null;
  offerAmount: number | null;
  transportOfferAmount: number | null;
  /** What a restore returns to. */
  statusBeforeCancel: LiveStatus | null;
  buyerDismissed: boolean;
  sellerDismissed: boolean;
  /** The terms version: the stream revision of the last event that changed the offer as its
   * parties see it (offerVersionEvents). Every read of the offer carries it; an action naming
   * another version (If-Match) is refused with 412. */
  version: number;
}

export type OfferState = { status: 'none' } | Offer;

export const initialState: OfferState = { status: 'none' };

/**
 * The events that change an offer's version: its amounts, its status (and so whose move it is)
 * or a side's dismissal. Chat messages and the transport vendors' quotes and emails do not: a
 * seller reading a new message has not seen other terms. The offers read model handles exactly
 * these (its rows' stream_revision is the version), which a test holds it to.
 */
export const offerVersionEvents: ReadonlySet<OfferEvent['type']> = new Set([
  'TransportRequested',
  'OfferSubmitted',
  'OfferUpdated',
  'TransportBidSelected',
  'OfferCancelled',
  'OfferRestored',
  'OfferAccepted',
  'OfferRejected',
  'OfferLost',
  'OfferDismissedByBuyer',
  'OfferDismissedBySeller',
]);

export const isLive = (status: OfferState['status']): status is LiveStatus =>
  status === 'bidding-transportation' || status === 'bid' || status === 'submitted';

const partiesOf = (data: OfferParties): OfferParties => {
  const { offerId, inventoryId, vin, year, make, model, buyerUserId, buyerDealerGroupId, sellerDealerGroupId, sellerDealershipId } = data;
  return { offerId, inventoryId, vin, year, make, model, buyerUserId, buyerDealerGroupId, sellerDealerGroupId, sellerDealershipId };
};

const withBids = (transport: TransportRequestState | null, update: (bid: TransportBidState) => TransportBidState) =>
  transport && { ...transport, bids: transport.bids.map(update) };

/** The offer after `event`, the stream's event at `revision` (which the version takes). */
export function evolve(state: OfferState, event: OfferEvent, revision: number): OfferState {
  const next = apply(state, event);
  return next.status !== 'none' && offerVersionEvents.has(event.type) ? { ...next, version: revision } : next;
}

function apply(state: OfferState, event: OfferEvent): OfferState {
  if (event.type === 'TransportRequested') {
    const { expirationDateTime, transportBids } = event.data;
    const bids = transportBids.map(({ id, uid, transportVendorId }) => ({
      id,
      uid,
      transportVendorId,
      status: 'pending' as const,
      bidAmount: null,
    }));
    return {
      status: 'bidding-transportation',
      parties: partiesOf(event.data),
      transport: { expirationDateTime, selectedTransportBidId: null, bids },
      offerAmount: null,
      transportOfferAmount: null,
      statusBeforeCancel: null,
      buyerDismissed: false,
      sellerDismissed: false,
      version: 0,
    };
  }
  if (event.type === 'OfferSubmitted') {
    const { offerAmount, transportOfferAmount } = event.data;
    const base =
      state.status === 'none'
        ? {
            parties: partiesOf(event.data),
            transport: null,
            statusBeforeCancel: null,
            buyerDismissed: false,
            sellerDismissed: false,
            version: 0,
          }
        : state;
    return { ...base, status: 'submitted', offerAmount, transportOfferAmount };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TransportBidQuoted': {
      const { transportBidId, bidAmount } = event.data;
      return {
        ...state,
        transport: withBids(state.transport, (b) => (b.id === transportBidId ? { ...b, status: 'submitted', bidAmount } : b)),
      };
    }
    case 'TransportBidSelected': {
      const { transportBidId } = event.data;
      const transport = withBids(state.transport, (b) => ({ ...b, status: b.id === transportBidId ? 'won' : 'lost' }));
      return { ...state, status: 'bid', transport: transport && { ...transport, selectedTransportBidId: transportBidId } };
    }
    case 'OfferUpdated':
      return { ...state, offerAmount: event.data.offerAmount, transportOfferAmount: event.data.transportOfferAmount };
    case 'OfferCancelled': {
      // A won offer ends only by the demo reset (its vehicle back on sale): restorable as submitted.
      const before = isLive(state.status) ? state.status : state.status === 'won' ? 'submitted' : null;
      return { ...state, status: 'cancelled', statusBeforeCancel: before };
    }
    case 'TransportBidEmailQueued':
      return state;
    case 'OfferRestored':
      return { ...state, status: event.data.status, statusBeforeCancel: null };
    case 'OfferAccepted':
      return { ...state, status: 'won' };
    case 'OfferRejected':
    case 'OfferLost':
      return { ...state, status: 'lost' };
    case 'OfferDismissedByBuyer':
      return { ...state, buyerDismissed: true };
    case 'OfferDismissedBySeller':
      return { ...state, sellerDismissed: true };
    case 'ConversationMessageAdded':
      return state;
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown offer event ${JSON.stringify(unknownEvent)}`);
    }
  }
}
