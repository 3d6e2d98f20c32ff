import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';
import { eventTime } from './event-time';
import { pushesOf, recordPushes } from '../../push/record-pushes';

type OfferEventOf<T extends ProjectedEvent['type']> = Extract<ProjectedEvent, { type: T }>;
type Opening = OfferEventOf<'TransportRequested' | 'OfferSubmitted'>;

/** The parties every stream-opening event carries, in parameter order from $1. */
function partyParams(d: Opening['data']): unknown[] {
  return [
    d.offerId,
    d.inventoryId,
    d.vin,
    d.year,
    d.make,
    d.model,
    d.buyerUserId,
    d.buyerDealerGroupId,
    d.sellerDealerGroupId,
    d.sellerDealershipId,
  ];
}
const PARTY_COLUMNS = `id, inventory_id, vin, year, make, model, buyer_user_id, buyer_dealer_group_id,
  seller_dealer_group_id, seller_dealership_id`;

/**
 * rm_offers: one row per offer stream. Each row remembers the revision of the last offer event
 * applied to it and ignores older ones, so a redelivered event never undoes a later change;
 * times come from the events, never now().
 */
export const offersProjector: Projector = {
  name: 'offers',
  ordering: 'stream',
  tables: ['rm_offers'],
  handles: [
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
  ],
  async apply(tx, event) {
    await applyOfferEvent(tx, event);
    // The buyer's and the seller's open screens reload the offer (whoever may see it: the push hub).
    if ('offerId' in event.data && event.data.offerId) {
      await recordPushes(tx, pushesOf(event, [{ kind: 'offer', offerId: event.data.offerId, data: statusAfter(event) }]));
    }
  },
};

/** The offer's status once the event is applied; none for a dismissal (only lists change). */
function statusAfter(event: ProjectedEvent): { status?: string } {
  switch (event.type) {
    case 'TransportRequested':
      return { status: 'bidding-transportation' };
    case 'OfferSubmitted':
    case 'OfferUpdated':
      return { status: 'submitted' };
    case 'TransportBidSelected':
      return { status: 'bid' };
    case 'OfferCancelled':
      return { status: 'cancelled' };
    case 'OfferRestored':
      return { status: event.data.status };
    case 'OfferAccepted':
      return { status: 'won' };
    case 'OfferRejected':
    case 'OfferLost':
      return { status: 'lost' };
    default:
      return {};
  }
}

async function applyOfferEvent(tx: SqlClient, event: ProjectedEvent): Promise<void> {
  const at = eventTime(event);
  const revision = event.revision.toString();
  switch (event.type) {
    case 'TransportRequested': {
      const d = event.data;
      await tx.query(
        `INSERT INTO rm_offers (${PARTY_COLUMNS}, status, transportation_search_radius, destination_dealership_id,
             distance_km, expiration_date_time, created_at, updated_at, stream_revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'bidding-transportation', $11, $12, $13, $14, $15, $15, $16)
           ON CONFLICT (id) DO NOTHING`,
        [...partyParams(d), d.transportationSearchRadius, d.destinationDealershipId, d.distanceInKm, d.expirationDateTime, at, revision],
      );
      return;
    }
    case 'OfferSubmitted': {
      // Opens the stream when transport was skipped; else moves the transport stage on.
      const d = event.data;
      await tx.query(
        `INSERT INTO rm_offers (${PARTY_COLUMNS}, status, offer_amount, transport_offer_amount, total, currency,
             created_at, updated_at, stream_revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'submitted', $11, $12, $13, $14, $15, $15, $16)
           ON CONFLICT (id) DO UPDATE SET status = 'submitted', offer_amount = excluded.offer_amount,
             transport_offer_amount = excluded.transport_offer_amount, total = excluded.total,
             currency = excluded.currency, updated_at = excluded.updated_at, stream_revision = excluded.stream_revision
           WHERE rm_offers.stream_revision < excluded.stream_revision`,
        [...partyParams(d), d.offerAmount, d.transportOfferAmount, d.total, d.currency, at, revision],
      );
      return;
    }
    case 'OfferUpdated': {
      const d = event.data;
      return change(
        tx,
        d.offerId,
        at,
        revision,
        `status = 'submitted', offer_amount = $4,
          transport_offer_amount = $5, total = $6, currency = $7`,
        [d.offerAmount, d.transportOfferAmount, d.total, d.currency],
      );
    }
    case 'TransportBidSelected':
      return change(tx, event.data.offerId, at, revision, `status = 'bid', selected_transport_bid_id = $4`, [event.data.transportBidId]);
    case 'OfferCancelled':
      return change(tx, event.data.offerId, at, revision, `status = 'cancelled'`);
    case 'OfferRestored':
      return change(tx, event.data.offerId, at, revision, `status = $4`, [event.data.status]);
    case 'OfferAccepted':
      return change(tx, event.data.offerId, at, revision, `status = 'won', accepted_by_user_id = $4`, [event.data.byUserId]);
    case 'OfferRejected':
    case 'OfferLost':
      return change(tx, event.data.offerId, at, revision, `status = 'lost'`);
    case 'OfferDismissedByBuyer':
      return change(tx, event.data.offerId, at, revision, `buyer_dismissed = true`);
    case 'OfferDismissedBySeller':
      return change(tx, event.data.offerId, at, revision, `seller_dismissed = true`);
    default:
      return;
  }
}

/** Applies `set` (its own parameters from $4) to the offer unless a later event is already in. */
async function change(tx: SqlClient, offerId: string, at: string, revision: string, set: string, params: unknown[] = []) {
  await tx.query(`UPDATE rm_offers SET ${set}, updated_at = $2, stream_revision = $3 WHERE id = $1 AND stream_revision < $3`, [
    offerId,
    at,
    revision,
    ...params,
  ]);
}
