import type { InventoryEvent, OfferEvent } from '@dtn/contracts';
import { decide as decideInventory } from '../inventory/decide';
import type { InventoryState } from '../inventory/state';
import type { AcceptOffer, AcceptTerms } from './command-types';
import { acceptOffer } from './decide-lifecycle';
import { acceptTerms } from './decide-negotiation';
import type { OfferState } from './state';

/** An accept's events, per stream. The handler appends the vehicle's first, at the revision it
 * decided on: of concurrent accepts on one vehicle exactly one sells it; the others decide again
 * on the sold vehicle (409). Then the offer's, at its own revision. */
export interface AcceptDecision {
  vehicle: InventoryEvent[];
  offer: OfferEvent[];
}

/**
 * The seller accepts an offer: the offer wins and its vehicle is sold to it, one decision over
 * both states. The offer's rules first (404 unknown or on another vehicle, 403 not the seller's
 * staff, 409 not submitted; a won offer again: nothing), then the vehicle's (sold once: 409).
 */
export function decideAccept(command: AcceptOffer | AcceptTerms, offer: OfferState, vehicle: InventoryState): AcceptDecision {
  const offerEvents = command.type === 'AcceptOffer' ? acceptOffer(command, offer) : acceptTerms(command, offer);
  const accepted = offerEvents.find((event) => event.type === 'OfferAccepted');
  if (!accepted) return { vehicle: [], offer: [] };
  const sale = {
    type: 'MarkVehicleSold' as const,
    data: { id: accepted.data.inventoryId, offerId: accepted.data.offerId },
    // A buyer accepting the seller's counter sells on the seller's word (their counter): the
    // offer's rules authorised it, so the vehicle's half is the system's.
    actor: accepted.data.side === 'buyer' ? null : command.actor,
    now: command.now,
  };
  return { vehicle: decideInventory(sale, vehicle), offer: offerEvents };
}
