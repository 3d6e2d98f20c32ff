import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { eventTime } from './event-time';

/**
 * rm_offers' rules, for one event (the projector's apply) or a whole batch in a few statements
 * (applyBatch): the events are cut into waves (wave k holds the k-th event of each offer in the
 * batch, so an offer appears at most once per wave and its events keep their order), and each
 * wave writes one multi-row statement per event type. An opening inserts or, for a submission
 * after transport, moves the stage on; every other event only touches an existing row whose
 * revision is older. Bid load and replay both depend on the few statements.
 */
export async function applyOfferEvents(tx: SqlClient, events: readonly ProjectedEvent[]): Promise<void> {
  const seen = new Map<string, number>();
  const waves: Map<string, OfferRow[]>[] = [];
  for (const event of events) {
    const row = offerRow(event);
    if (!row) continue;
    const wave = seen.get(row.id) ?? 0;
    seen.set(row.id, wave + 1);
    const byType = (waves[wave] ??= new Map());
    const rows = byType.get(event.type);
    if (rows) rows.push(row);
    else byType.set(event.type, [row]);
  }
  for (const wave of waves) {
    for (const [type, rows] of wave) await tx.query(statementFor(type), [JSON.stringify(rows)]);
  }
}

/** The columns an event writes, named as rm_offers' (jsonb_populate_recordset fills them). */
type OfferRow = { id: string; updated_at: string; stream_revision: string } & Record<string, unknown>;

function offerRow(event: ProjectedEvent): OfferRow | undefined {
  if (!('offerId' in event.data) || !event.data.offerId) return undefined;
  const base = { id: event.data.offerId, updated_at: eventTime(event), stream_revision: event.revision.toString() };
  switch (event.type) {
    case 'TransportRequested': {
      const d = event.data;
      return {
        ...base,
        ...parties(d),
        created_at: base.updated_at,
        transportation_search_radius: d.transportationSearchRadius,
        destination_dealership_id: d.destinationDealershipId,
        expiration_date_time: d.expirationDateTime,
      };
    }
    case 'OfferSubmitted': {
      const d = event.data;
      const bid = round(event, 'buyer', 'bid', d.offerAmount, d.deadline);
      const origin = { standing_order_id: d.origin?.standingOrderId ?? null, standing_order_ends_at: d.origin?.endsAt ?? null };
      return { ...base, ...parties(d), created_at: base.updated_at, ...amounts(d), ...bid, ...origin };
    }
    case 'OfferUpdated': {
      const d = event.data;
      return { ...base, ...amounts(d), ...round(event, 'buyer', 'bid', d.offerAmount, d.deadline) };
    }
    case 'OfferCountered': {
      const { side, amount, deadline } = event.data;
      return { ...base, ...round(event, side, 'counter', amount, deadline), turn: side === 'buyer' ? 'seller' : 'buyer' };
    }
    case 'OfferStoodBy':
      return { ...base, ...round(event, 'buyer', 'stand', event.data.amount, event.data.deadline) };
    case 'OfferBoughtNow': {
      const d = event.data;
      return { ...base, ...parties(d), created_at: base.updated_at, ...amounts(d), accepted_by_user_id: d.byUserId };
    }
    case 'TransportBidSelected':
      return { ...base, selected_transport_bid_id: event.data.transportBidId };
    case 'OfferRestored':
      return { ...base, status: event.data.status, deadline: event.data.deadline ?? null };
    case 'OfferAccepted': {
      // The amounts it sold at (a buyer accepting a counter: the counter's); absent in older events.
      const { byUserId, offerAmount, transportOfferAmount, total } = event.data;
      return { ...base, accepted_by_user_id: byUserId, offer_amount: offerAmount, transport_offer_amount: transportOfferAmount, total };
    }
    case 'OfferCancelled':
    case 'OfferRejected':
    case 'OfferLost':
    case 'OfferExpired':
    case 'OfferDismissedByBuyer':
    case 'OfferDismissedBySeller':
      return base;
    default:
      return undefined;
  }
}

type Opening = Extract<ProjectedEvent, { type: 'TransportRequested' | 'OfferSubmitted' | 'OfferBoughtNow' }>['data'];
const parties = (d: Opening) => ({
  inventory_id: d.inventoryId,
  buyer_user_id: d.buyerUserId,
  buyer_dealer_group_id: d.buyerDealerGroupId,
  seller_dealer_group_id: d.sellerDealerGroupId,
  seller_dealership_id: d.sellerDealershipId,
});
/** A round of the negotiation (contracts OfferRound) as the one-element array appended to `rounds`,
 * and the turn's deadline it set. */
const round = (event: ProjectedEvent, side: 'buyer' | 'seller', kind: string, amount: number, deadline: string | undefined) => ({
  rounds: [
    { side, kind, amount, deadline: deadline ?? null, version: Number(event.revision), byUserId: event.metadata.userId ?? undefined },
  ],
  deadline: deadline ?? null,
});
const amounts = (d: Extract<ProjectedEvent, { type: 'OfferSubmitted' | 'OfferUpdated' | 'OfferBoughtNow' }>['data']) => ({
  offer_amount: d.offerAmount,
  transport_offer_amount: d.transportOfferAmount,
  total: d.total,
  currency: d.currency,
});

const PARTY_COLUMNS = ['id', 'inventory_id', 'buyer_user_id', 'buyer_dealer_group_id', 'seller_dealer_group_id', 'seller_dealership_id'];
const rowsOf = 'jsonb_populate_recordset(NULL::rm_offers, $1::jsonb) r';

/** An opening's INSERT from the rows: each column once, filled from the row's field of that name
 * or, given as [column, sql], from that SQL. */
function insertOf(columns: (string | [column: string, sql: string])[]): string {
  const pairs = [...PARTY_COLUMNS, ...columns].map((c) => (typeof c === 'string' ? [c, c] : c));
  return `INSERT INTO rm_offers (${pairs.map(([column]) => column).join(', ')})
       SELECT ${pairs.map(([, sql]) => sql).join(', ')} FROM ${rowsOf}`;
}
const STAMPS = ['created_at', 'updated_at', 'stream_revision'];
const AMOUNTS = ['offer_amount', 'transport_offer_amount', 'total', 'currency'];

/** What each event type sets on an existing row besides updated_at and stream_revision. */
const NO_CLOCK = `turn = NULL, deadline = NULL`;
const changes: Record<string, string> = {
  OfferUpdated: `status = 'submitted', offer_amount = r.offer_amount, transport_offer_amount = r.transport_offer_amount,
    total = r.total, currency = r.currency, turn = 'seller', deadline = r.deadline, rounds = rm_offers.rounds || r.rounds`,
  // The buyer's counter is their new amount; the seller's waits on the table (rounds) for the buyer.
  OfferCountered: `turn = r.turn, deadline = r.deadline, rounds = rm_offers.rounds || r.rounds,
    offer_amount = CASE WHEN r.turn = 'seller' THEN (r.rounds->0->>'amount')::numeric ELSE rm_offers.offer_amount END,
    total = CASE WHEN r.turn = 'seller' THEN (r.rounds->0->>'amount')::numeric + coalesce(rm_offers.transport_offer_amount, 0)
      ELSE rm_offers.total END`,
  OfferStoodBy: `turn = 'seller', deadline = r.deadline, rounds = rm_offers.rounds || r.rounds`,
  TransportBidSelected: `status = 'bid', selected_transport_bid_id = r.selected_transport_bid_id`,
  OfferCancelled: `status = 'cancelled', ${NO_CLOCK}`,
  OfferRestored: `status = r.status, turn = CASE WHEN r.status = 'submitted' THEN 'seller' END, deadline = r.deadline`,
  OfferAccepted: `status = 'won', accepted_by_user_id = r.accepted_by_user_id, ${NO_CLOCK},
    offer_amount = coalesce(r.offer_amount, rm_offers.offer_amount),
    transport_offer_amount = CASE WHEN r.total IS NULL THEN rm_offers.transport_offer_amount ELSE r.transport_offer_amount END,
    total = coalesce(r.total, rm_offers.total)`,
  OfferRejected: `status = 'lost', ${NO_CLOCK}`,
  OfferLost: `status = 'lost', ${NO_CLOCK}`,
  OfferExpired: `status = 'expired', ${NO_CLOCK}`,
  OfferDismissedByBuyer: `buyer_dismissed = true`,
  OfferDismissedBySeller: `seller_dismissed = true`,
};

function statementFor(type: string): string {
  if (type === 'TransportRequested') {
    return `${insertOf([
      ['status', `'bidding-transportation'`],
      'transportation_search_radius',
      'destination_dealership_id',
      'expiration_date_time',
      ...STAMPS,
    ])}
       ON CONFLICT (id) DO NOTHING`;
  }
  if (type === 'OfferSubmitted') {
    // Opens the stream when transport was skipped; else moves the transport stage on.
    return `${insertOf([
      ['status', `'submitted'`],
      ...AMOUNTS,
      ['turn', `'seller'`],
      'deadline',
      'rounds',
      ...STAMPS,
      'standing_order_id',
      'standing_order_ends_at',
    ])}
       ON CONFLICT (id) DO UPDATE SET status = 'submitted', offer_amount = excluded.offer_amount,
         transport_offer_amount = excluded.transport_offer_amount, total = excluded.total,
         currency = excluded.currency, turn = 'seller', deadline = excluded.deadline,
         rounds = rm_offers.rounds || excluded.rounds, updated_at = excluded.updated_at,
         stream_revision = excluded.stream_revision
       WHERE rm_offers.stream_revision < excluded.stream_revision`;
  }
  if (type === 'OfferBoughtNow') {
    // Opens the stream when the buyer had no offer; else wins the one they had, at the Buy Now price.
    return `${insertOf([['status', `'won'`], ...AMOUNTS, 'accepted_by_user_id', ...STAMPS])}
       ON CONFLICT (id) DO UPDATE SET status = 'won', offer_amount = excluded.offer_amount,
         transport_offer_amount = excluded.transport_offer_amount, total = excluded.total, currency = excluded.currency,
         accepted_by_user_id = excluded.accepted_by_user_id, turn = NULL, deadline = NULL,
         updated_at = excluded.updated_at, stream_revision = excluded.stream_revision
       WHERE rm_offers.stream_revision < excluded.stream_revision`;
  }
  return `UPDATE rm_offers SET ${changes[type]}, updated_at = r.updated_at, stream_revision = r.stream_revision
     FROM ${rowsOf} WHERE rm_offers.id = r.id AND rm_offers.stream_revision < r.stream_revision`;
}
