import type { Projector } from '../../projector';
import { pushesOf, recordPushes } from '../../push/record-pushes';

/** rm_transport_bids: one row per vendor invited by a transport request. */
export const transportBidsProjector: Projector = {
  name: 'transport-bids',
  ordering: 'stream',
  tables: ['rm_transport_bids'],
  handles: ['TransportRequested', 'TransportBidQuoted', 'TransportBidSelected'],
  async apply(tx, event) {
    switch (event.type) {
      case 'TransportRequested': {
        const r = event.data;
        if (r.transportBids.length === 0) return;
        // The vendor quotes for carrying the vehicle to the destination: every bid shows the
        // request's vehicle, distance and deadline.
        await tx.query(
          `INSERT INTO rm_transport_bids (id, uid, offer_id, transport_vendor_id, status, make, model, distance_km,
             expiration_date_time)
           SELECT b.id, b.uid, $3::uuid, b.vendor, 'pending', $4, $5, $6::double precision, $7::timestamptz
           FROM unnest($1::uuid[], $2::text[], $8::uuid[]) AS b(id, uid, vendor)
           ON CONFLICT (id) DO NOTHING`,
          [
            r.transportBids.map((b) => b.id),
            r.transportBids.map((b) => b.uid),
            r.offerId,
            r.make,
            r.model,
            r.distanceInKm,
            r.expirationDateTime,
            r.transportBids.map((b) => b.transportVendorId),
          ],
        );
        return;
      }
      case 'TransportBidQuoted':
        // Only a pending bid takes a quote: a redelivered quote must not undo a later selection.
        await tx.query(`UPDATE rm_transport_bids SET status = 'submitted', bid_amount = $2 WHERE id = $1 AND status = 'pending'`, [
          event.data.transportBidId,
          event.data.bidAmount,
        ]);
        // The buyer's wizard shows the new quote.
        await recordPushes(
          tx,
          pushesOf(event, [{ kind: 'quote', offerId: event.data.offerId, data: { transportBidId: event.data.transportBidId } }]),
        );
        return;
      case 'TransportBidSelected':
        await tx.query(`UPDATE rm_transport_bids SET status = CASE WHEN id = $2 THEN 'won' ELSE 'lost' END WHERE offer_id = $1`, [
          event.data.offerId,
          event.data.transportBidId,
        ]);
        return;
      default:
        return;
    }
  },
};
