import type { OfferEvent } from '@dtn/contracts';

/**
 * What the offers and transport bids read models should hold after an offer's events, folded
 * here independently of their projectors so that the CLI's --verify compares two separate
 * readings of the same events. Only the fields the events decide are compared (not timestamps,
 * not the copied vehicle text).
 */
interface ExpectedOfferRow {
  id: string;
  inventoryId: string;
  buyerUserId: string;
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
  sellerDealershipId: string;
  status: string;
  offerAmount: number | null;
  transportOfferAmount: number | null;
  total: number | null;
  buyerDismissed: boolean;
  sellerDismissed: boolean;
  destinationDealershipId: string | null;
  selectedTransportBidId: string | null;
  acceptedByUserId: string | null;
  /** Negotiation: whose turn, until when. */
  turn: string | null;
  deadline: string | null;
}

interface ExpectedBidRow {
  id: string;
  uid: string;
  transportVendorId: string;
  status: string;
  bidAmount: number | null;
}

export interface ExpectedOffer {
  offer: ExpectedOfferRow | null;
  bids: ExpectedBidRow[];
}

export function expectedOffer(events: readonly OfferEvent[]): ExpectedOffer {
  let offer: ExpectedOfferRow | null = null;
  let bids: ExpectedBidRow[] = [];
  for (const event of events) {
    const opens = event.type === 'TransportRequested' || event.type === 'OfferSubmitted' || event.type === 'OfferBoughtNow';
    if (opens && (event.type === 'TransportRequested' || offer === null)) {
      const d = event.data;
      offer = {
        id: d.offerId,
        inventoryId: d.inventoryId,
        buyerUserId: d.buyerUserId,
        buyerDealerGroupId: d.buyerDealerGroupId,
        sellerDealerGroupId: d.sellerDealerGroupId,
        sellerDealershipId: d.sellerDealershipId,
        status: 'bidding-transportation',
        offerAmount: null,
        transportOfferAmount: null,
        total: null,
        buyerDismissed: false,
        sellerDismissed: false,
        destinationDealershipId: null,
        selectedTransportBidId: null,
        acceptedByUserId: null,
        turn: null,
        deadline: null,
      };
    }
    if (offer === null) continue;
    switch (event.type) {
      case 'TransportRequested':
        offer.destinationDealershipId = event.data.destinationDealershipId;
        bids = event.data.transportBids.map((bid) => ({
          id: bid.id,
          uid: bid.uid,
          transportVendorId: bid.transportVendorId,
          status: 'pending',
          bidAmount: null,
        }));
        break;
      case 'TransportBidQuoted':
        bids = bids.map((bid) =>
          bid.id === event.data.transportBidId ? { ...bid, status: 'submitted', bidAmount: event.data.bidAmount } : bid,
        );
        break;
      case 'TransportBidSelected':
        offer.status = 'bid';
        offer.selectedTransportBidId = event.data.transportBidId;
        bids = bids.map((bid) => ({ ...bid, status: bid.id === event.data.transportBidId ? 'won' : 'lost' }));
        break;
      case 'OfferSubmitted':
      case 'OfferUpdated':
        offer.status = 'submitted';
        offer.offerAmount = event.data.offerAmount;
        offer.transportOfferAmount = event.data.transportOfferAmount;
        offer.total = event.data.total;
        offer.turn = 'seller';
        offer.deadline = event.data.deadline ?? null;
        break;
      case 'OfferCountered':
        if (event.data.side === 'buyer') {
          offer.offerAmount = event.data.amount;
          offer.total = event.data.amount + (offer.transportOfferAmount ?? 0);
        }
        offer.turn = event.data.side === 'buyer' ? 'seller' : 'buyer';
        offer.deadline = event.data.deadline;
        break;
      case 'OfferStoodBy':
        offer.turn = 'seller';
        offer.deadline = event.data.deadline;
        break;
      case 'OfferCancelled':
        offer.status = 'cancelled';
        offer.turn = offer.deadline = null;
        break;
      case 'OfferRestored':
        offer.status = event.data.status;
        offer.turn = event.data.status === 'submitted' ? 'seller' : null;
        offer.deadline = event.data.deadline ?? null;
        break;
      case 'OfferAccepted':
        offer.status = 'won';
        offer.acceptedByUserId = event.data.byUserId;
        // The amounts it sold at, where the event records them.
        if (event.data.total !== undefined) {
          offer.offerAmount = event.data.offerAmount ?? offer.offerAmount;
          offer.transportOfferAmount = event.data.transportOfferAmount ?? null;
          offer.total = event.data.total;
        }
        offer.turn = offer.deadline = null;
        break;
      case 'OfferBoughtNow':
        offer.status = 'won';
        offer.acceptedByUserId = event.data.byUserId;
        offer.offerAmount = event.data.offerAmount;
        offer.transportOfferAmount = event.data.transportOfferAmount;
        offer.total = event.data.total;
        offer.turn = offer.deadline = null;
        break;
      case 'OfferRejected':
      case 'OfferLost':
        offer.status = 'lost';
        offer.turn = offer.deadline = null;
        break;
      case 'OfferExpired':
        offer.status = 'expired';
        offer.turn = offer.deadline = null;
        break;
      case 'OfferDismissedByBuyer':
        offer.buyerDismissed = true;
        break;
      case 'OfferDismissedBySeller':
        offer.sellerDismissed = true;
        break;
      case 'ConversationMessageAdded':
      case 'OfferReminderDue':
        break;
    }
  }
  return { offer, bids };
}

/** "field: expected X, live Y" for every field that differs; a missing row is one line. */
export function differences(expected: ExpectedOffer, live: { offer: object | null; bids: ({ id: string } & object)[] }): string[] {
  const out: string[] = [];
  if (expected.offer === null) {
    if (live.offer) out.push('offer: a row exists, but the events open no offer');
  } else if (!live.offer) {
    out.push(`offer: row ${expected.offer.id} is missing`);
  } else {
    out.push(...compareRow('offer', expected.offer, live.offer));
  }
  const liveBids = new Map(live.bids.map((bid) => [String(bid.id), bid]));
  for (const bid of expected.bids) {
    const row = liveBids.get(bid.id);
    if (!row) out.push(`transport bid: row ${bid.id} is missing`);
    else out.push(...compareRow(`transport bid ${bid.id}`, bid, row));
    liveBids.delete(bid.id);
  }
  for (const id of liveBids.keys()) out.push(`transport bid: row ${id} is not in the events`);
  return out;
}

function compareRow(label: string, expected: object, live: object): string[] {
  const fields = new Map(Object.entries(live));
  return Object.entries(expected).flatMap(([column, value]) => {
    const actual = normalise(fields.get(column), value);
    return actual === value ? [] : [`${label}.${column}: expected ${String(value)}, live ${String(actual)}`];
  });
}

/** Amounts are compared as numbers, whatever form the live record holds them in. */
function normalise(actual: unknown, expected: unknown): unknown {
  if (actual === undefined) return null;
  if (typeof expected === 'number' && actual !== null) return Number(actual);
  return actual;
}
