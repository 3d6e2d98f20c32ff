import type { OfferEvent } from '@dtn/contracts';

/**
 * What the offer read models should hold after an offer's events, folded here independently of
 * the projector so that the CLI's --verify compares two separate readings of the same events.
 * Only the columns the events decide are compared (not timestamps, not the copied vehicle text).
 */
export interface ExpectedOfferRow {
  id: string;
  inventory_id: string;
  buyer_user_id: string;
  buyer_dealer_group_id: string;
  seller_dealer_group_id: string;
  seller_dealership_id: string;
  status: string;
  offer_amount: number | null;
  transport_offer_amount: number | null;
  total: number | null;
  buyer_dismissed: boolean;
  seller_dismissed: boolean;
  destination_dealership_id: string | null;
  selected_transport_bid_id: string | null;
  accepted_by_user_id: string | null;
}

export interface ExpectedBidRow {
  id: string;
  uid: string;
  transport_vendor_id: string;
  status: string;
  bid_amount: number | null;
}

export interface ExpectedOffer {
  offer: ExpectedOfferRow | null;
  bids: ExpectedBidRow[];
}

export function expectedOffer(events: readonly OfferEvent[]): ExpectedOffer {
  let offer: ExpectedOfferRow | null = null;
  let bids: ExpectedBidRow[] = [];
  for (const event of events) {
    if (event.type === 'TransportRequested' || (event.type === 'OfferSubmitted' && offer === null)) {
      const d = event.data;
      offer = {
        id: d.offerId, inventory_id: d.inventoryId, buyer_user_id: d.buyerUserId,
        buyer_dealer_group_id: d.buyerDealerGroupId, seller_dealer_group_id: d.sellerDealerGroupId,
        seller_dealership_id: d.sellerDealershipId, status: 'bidding-transportation', offer_amount: null,
        transport_offer_amount: null, total: null, buyer_dismissed: false, seller_dismissed: false,
        destination_dealership_id: null, selected_transport_bid_id: null, accepted_by_user_id: null,
      };
    }
    if (offer === null) continue;
    switch (event.type) {
      case 'TransportRequested':
        offer.destination_dealership_id = event.data.destinationDealershipId;
        bids = event.data.transportBids.map((bid) => ({
          id: bid.id, uid: bid.uid, transport_vendor_id: bid.transportVendorId, status: 'pending', bid_amount: null,
        }));
        break;
      case 'TransportBidQuoted':
        bids = bids.map((bid) =>
          bid.id === event.data.transportBidId ? { ...bid, status: 'submitted', bid_amount: event.data.bidAmount } : bid,
        );
        break;
      case 'TransportBidSelected':
        offer.status = 'bid';
        offer.selected_transport_bid_id = event.data.transportBidId;
        bids = bids.map((bid) => ({ ...bid, status: bid.id === event.data.transportBidId ? 'won' : 'lost' }));
        break;
      case 'OfferSubmitted':
      case 'OfferUpdated':
        offer.status = 'submitted';
        offer.offer_amount = event.data.offerAmount;
        offer.transport_offer_amount = event.data.transportOfferAmount;
        offer.total = event.data.total;
        break;
      case 'OfferCancelled':
        offer.status = 'cancelled';
        break;
      case 'OfferRestored':
        offer.status = event.data.status;
        break;
      case 'OfferAccepted':
        offer.status = 'won';
        offer.accepted_by_user_id = event.data.byUserId;
        break;
      case 'OfferRejected':
      case 'OfferLost':
        offer.status = 'lost';
        break;
      case 'OfferDismissedByBuyer':
        offer.buyer_dismissed = true;
        break;
      case 'OfferDismissedBySeller':
        offer.seller_dismissed = true;
        break;
      case 'ConversationMessageAdded':
        break;
    }
  }
  return { offer, bids };
}

/** "column: expected X, live Y" for every column that differs; a missing row is one line. */
export function differences(expected: ExpectedOffer, live: { offer: Record<string, unknown> | null; bids: Record<string, unknown>[] }): string[] {
  const out: string[] = [];
  if (expected.offer === null) {
    if (live.offer) out.push('rm_offers: a row exists, but the events open no offer');
  } else if (!live.offer) {
    out.push(`rm_offers: row ${expected.offer.id} is missing`);
  } else {
    out.push(...compareRow('rm_offers', expected.offer, live.offer));
  }
  const liveBids = new Map(live.bids.map((bid) => [String(bid.id), bid]));
  for (const bid of expected.bids) {
    const row = liveBids.get(bid.id);
    if (!row) out.push(`rm_transport_bids: row ${bid.id} is missing`);
    else out.push(...compareRow(`rm_transport_bids ${bid.id}`, bid, row));
    liveBids.delete(bid.id);
  }
  for (const id of liveBids.keys()) out.push(`rm_transport_bids: row ${id} is not in the events`);
  return out;
}

function compareRow(label: string, expected: object, live: Record<string, unknown>): string[] {
  return Object.entries(expected).flatMap(([column, value]) => {
    const actual = normalise(live[column], value);
    return actual === value ? [] : [`${label}.${column}: expected ${String(value)}, live ${String(actual)}`];
  });
}

/** numeric columns come back as text; compare them as numbers. */
function normalise(actual: unknown, expected: unknown): unknown {
  if (actual === undefined) return null;
  if (typeof expected === 'number' && actual !== null) return Number(actual);
  return actual;
}
