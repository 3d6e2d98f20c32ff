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
export type EndStatus = 'won' | 'lost' | 'cancelled' | 'expired';

/** A side of the negotiation: whose turn it is, who made a round. */
export type Side = 'buyer' | 'seller';

/** One round of the negotiation: the buyer's bid (or changed bid), a counter by either side, or
 * the buyer standing by their amount; with the deadline it set for the other side and the terms
 * version it made. */
export interface Round {
  side: Side;
  kind: 'bid' | 'counter' | 'stand';
  /** The vehicle amount (transport stays as the buyer chose it). */
  amount: number;
  deadline: string | null;
  version: number;
}

/** At most this many counters per side; after the other side's last, only accept (or a lapse). */
export const maxCountersPerSide = 3;

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
  /** Whose move it is on the terms of a submitted offer; null otherwise. */
  turn: Side | null;
  /** When the side whose turn it is must answer by (ISO time); null when no clock runs. */
  deadline: string | null;
  rounds: Round[];
  /** The deadline whose reminder was sent (one per deadline). */
  remindedFor: string | null;
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
  'OfferCountered',
  'OfferStoodBy',
  'OfferExpired',
  'OfferBoughtNow',
]);

export const isLive = (status: OfferState['status']): status is LiveStatus =>
  status === 'bidding-transportation' || status === 'bid' || status === 'submitted';

const partiesOf = (data: OfferParties): OfferParties => {
  const { offerId, inventoryId, vin, year, make, model, buyerUserId, buyerDealerGroupId, sellerDealerGroupId, sellerDealershipId } = data;
  return { offerId, inventoryId, vin, year, make, model, buyerUserId, buyerDealerGroupId, sellerDealerGroupId, sellerDealershipId };
};

const withBids = (transport: TransportRequestState | null, update: (bid: TransportBidState) => TransportBidState) =>
  transport && { ...transport, bids: transport.bids.map(update) };

/** How many counters each side has made. */
export const countersOf = (offer: Offer): Record<Side, number> => ({
  buyer: offer.rounds.filter((r) => r.kind === 'counter' && r.side === 'buyer').length,
  seller: offer.rounds.filter((r) => r.kind === 'counter' && r.side === 'seller').length,
});

/** The seller's last counter, when the turn is the buyer's because of it. */
export const sellerCounter = (offer: Offer): number | null => {
  const last = offer.rounds.at(-1);
  return offer.turn === 'buyer' && last?.side === 'seller' && last.kind === 'counter' ? last.amount : null;
};

/** The offer after `event`, the stream's event at `revision` (which the version takes). */
export function evolve(state: OfferState, event: OfferEvent, revision: number): OfferState {
  const next = apply(state, event, revision);
  return next.status !== 'none' && offerVersionEvents.has(event.type) ? { ...next, version: revision } : next;
}

const noClock = { turn: null, deadline: null } as const;
const negotiationStart = { ...noClock, rounds: [] as Round[], remindedFor: null };

const withRound = (state: Offer, round: Omit<Round, 'version'>, revision: number, turn: Side): Offer => ({
  ...state,
  turn,
  deadline: round.deadline,
  rounds: [...state.rounds, { ...round, version: revision }],
});

function apply(state: OfferState, event: OfferEvent, revision: number): OfferState {
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
      ...negotiationStart,
      version: 0,
    };
  }
  if (event.type === 'OfferSubmitted' || event.type === 'OfferBoughtNow') {
    const { offerAmount, transportOfferAmount } = event.data;
    const base: Offer =
      state.status === 'none'
        ? {
            status: 'submitted',
            parties: partiesOf(event.data),
            transport: null,
            offerAmount,
            transportOfferAmount,
            statusBeforeCancel: null,
            buyerDismissed: false,
            sellerDismissed: false,
            ...negotiationStart,
            version: 0,
          }
        : state;
    if (event.type === 'OfferBoughtNow') return { ...base, ...noClock, status: 'won', offerAmount, transportOfferAmount };
    const bid = { side: 'buyer', kind: 'bid', amount: offerAmount, deadline: event.data.deadline ?? null } as const;
    return withRound({ ...base, status: 'submitted', offerAmount, transportOfferAmount }, bid, revision, 'seller');
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
    case 'OfferUpdated': {
      const { offerAmount, transportOfferAmount, deadline } = event.data;
      const bid = { side: 'buyer', kind: 'bid', amount: offerAmount, deadline: deadline ?? null } as const;
      return withRound({ ...state, offerAmount, transportOfferAmount }, bid, revision, 'seller');
    }
    case 'OfferCountered': {
      const { side, amount, deadline } = event.data;
      // The buyer's counter is their new offer; the seller's stays a counter until the buyer accepts it.
      const next = side === 'buyer' ? { ...state, offerAmount: amount } : state;
      return withRound(next, { side, kind: 'counter', amount, deadline }, revision, side === 'buyer' ? 'seller' : 'buyer');
    }
    case 'OfferStoodBy': {
      const { amount, deadline } = event.data;
      return withRound(state, { side: 'buyer', kind: 'stand', amount, deadline }, revision, 'seller');
    }
    case 'OfferCancelled': {
      // A won offer ends only by the demo reset (its vehicle back on sale): restorable as submitted.
      const before = isLive(state.status) ? state.status : state.status === 'won' ? 'submitted' : null;
      return { ...state, ...noClock, status: 'cancelled', statusBeforeCancel: before };
    }
    case 'TransportBidEmailQueued':
      return state;
    case 'OfferRestored': {
      const { status, deadline } = event.data;
      const clock = status === 'submitted' ? { turn: 'seller' as const, deadline: deadline ?? null } : noClock;
      return { ...state, ...clock, status, statusBeforeCancel: null };
    }
    case 'OfferAccepted': {
      // The amounts it sold at (a buyer accepting a counter: the counter's); older events lack them.
      const { offerAmount, transportOfferAmount } = event.data;
      return {
        ...state,
        ...noClock,
        status: 'won',
        offerAmount: offerAmount ?? state.offerAmount,
        transportOfferAmount: transportOfferAmount === undefined ? state.transportOfferAmount : transportOfferAmount,
      };
    }
    case 'OfferRejected':
    case 'OfferLost':
      return { ...state, ...noClock, status: 'lost' };
    case 'OfferExpired':
      return { ...state, ...noClock, status: 'expired' };
    case 'OfferReminderDue':
      return { ...state, remindedFor: event.data.deadline };
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
