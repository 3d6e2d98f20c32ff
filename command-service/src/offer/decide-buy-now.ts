import type { InventoryEvent, OfferEvent } from '@dtn/contracts';
import { ConflictError, PreconditionFailedError } from '@dtn/platform/errors';
import { decide as decideInventory } from '../inventory/decide';
import type { InventoryState } from '../inventory/state';
import type { Actor } from '../shared/actor';
import { roundCents } from './amounts';
import { isLive, type Offer, type OfferState } from './state';
import { partiesFor } from './vehicle-rules';

/** A buyer buys the vehicle at its Buy Now price. `offerId` is the buyer's offer stream on the
 * vehicle (offerIdFor); `expectedBuyNowVersion` the vehicle's buyNowVersion the buyer saw (If-Match). */
export interface BuyNow {
  type: 'BuyNow';
  actor: Actor;
  offerId: string;
  inventoryId: string;
  expectedBuyNowVersion?: number;
  now: Date;
}

/** A Buy Now's events per stream, appended together in one atomic append (buy-now-handler). */
export interface BuyNowDecision {
  vehicle: InventoryEvent[];
  offer: OfferEvent[];
}

const nothing: BuyNowDecision = { vehicle: [], offer: [] };

/** The transport the buyer already chose on a live offer (its amount, else the selected vendor's quote). */
function transportOf(offer: Offer | null): number | null {
  if (!offer || !isLive(offer.status)) return null;
  const selected = offer.transport?.bids.find((b) => b.id === offer.transport?.selectedTransportBidId);
  return offer.transportOfferAmount ?? selected?.bidAmount ?? null;
}

/**
 * Buy Now: one decision over the buyer's offer and the vehicle. The vehicle is sold to the offer
 * and the offer won at exactly the Buy Now price (plus the transport the buyer had chosen), or
 * neither. Refusals in the order a bid gets them (partiesFor: 404 unknown vehicle, 403 no dealer
 * group or the buyer's own group, 409 sold), then 412 when the price moved since the buyer's read
 * (a cleared price too: the answer shows it gone), then 409 when there is no price. A buyer's
 * offer already won on this vehicle (a retried Buy Now) changes nothing. Any other offer of the
 * buyer on the vehicle, live or ended, is the same stream and is won by this.
 */
export function decideBuyNow(command: BuyNow, offerState: OfferState, vehicle: InventoryState): BuyNowDecision {
  const { actor, offerId, inventoryId, expectedBuyNowVersion, now } = command;
  const offer = offerState.status === 'none' ? null : offerState;
  if (offer?.status === 'won' && vehicle.status === 'sold' && vehicle.offerId === offerId) return nothing;
  const parties = partiesFor(actor, offerId, vehicle);
  // partiesFor refused an unlisted or sold vehicle; this narrows the type.
  if (vehicle.status !== 'listed') return nothing;
  const { buyNowPrice, buyNowVersion } = vehicle;
  if (expectedBuyNowVersion !== undefined && expectedBuyNowVersion !== buyNowVersion) {
    throw new PreconditionFailedError(
      `The Buy Now price changed since version ${expectedBuyNowVersion}: it is at version ${buyNowVersion} now. Review it.`,
      { buyNowPrice, buyNowVersion },
    );
  }
  if (buyNowPrice === null) throw new ConflictError('The vehicle has no Buy Now price.');
  const transportOfferAmount = transportOf(offer);
  // The seller's standing price sells it: the sale is the system's, on the seller's behalf (the
  // buyer may not sell another group's vehicle), and the vehicle's rules (sold once) still decide.
  const sale = { type: 'MarkVehicleSold' as const, data: { id: inventoryId, offerId }, actor: null, now };
  return {
    vehicle: decideInventory(sale, vehicle),
    offer: [
      {
        type: 'OfferBoughtNow',
        data: {
          ...(offer?.parties ?? parties),
          byUserId: actor.id,
          offerAmount: buyNowPrice,
          transportOfferAmount,
          total: roundCents(buyNowPrice + (transportOfferAmount ?? 0)),
          currency: 'USD',
          buyNowVersion,
        },
      },
    ],
  };
}
