import { offerVersionEvents } from '@dtn/contracts/domain/offer-state';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';
import { applyOfferEvents } from './batch';
import { pushesOf, recordPushes } from '../../push/record-pushes';

/**
 * rm_offers: one row per offer stream. Each row remembers the revision of the last offer event
 * applied to it and ignores older ones, so a redelivered event never undoes a later change;
 * times come from the events, never now(). It handles exactly the events that move an offer's
 * terms version (offerVersionEvents), so that revision is the version its reads carry.
 */
export const offersProjector: Projector = {
  name: 'offers',
  ordering: 'stream',
  tables: ['rm_offers'],
  handles: [...offerVersionEvents],
  apply: (tx, event) => applyWithPushes(tx, [event]),
  applyBatch: applyWithPushes,
};

/** The offer's status once the event is applied; none for a dismissal (only lists change). */
function statusAfter(event: ProjectedEvent): { status?: string } {
  switch (event.type) {
    case 'TransportRequested':
      return { status: 'bidding-transportation' };
    case 'OfferSubmitted':
    case 'OfferUpdated':
    case 'OfferCountered':
    case 'OfferStoodBy':
      return { status: 'submitted' };
    case 'TransportBidSelected':
      return { status: 'bid' };
    case 'OfferCancelled':
      return { status: 'cancelled' };
    case 'OfferRestored':
      return { status: event.data.status };
    case 'OfferAccepted':
    case 'OfferBoughtNow':
      return { status: 'won' };
    case 'OfferExpired':
      return { status: 'expired' };
    case 'OfferRejected':
    case 'OfferLost':
      return { status: 'lost' };
    default:
      return {};
  }
}

/** The rows (./batch.ts), then one push per event: the buyer's and the seller's open screens
 * reload the offer (whoever may see it: the push hub). */
async function applyWithPushes(tx: SqlClient, events: readonly ProjectedEvent[]): Promise<void> {
  await applyOfferEvents(tx, events);
  await recordPushes(
    tx,
    events.flatMap((event) =>
      'offerId' in event.data && event.data.offerId
        ? pushesOf(event, [{ kind: 'offer', offerId: event.data.offerId, data: statusAfter(event) }])
        : [],
    ),
  );
}
