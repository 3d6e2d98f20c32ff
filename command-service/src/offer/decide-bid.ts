import type { OfferEvent } from '@dtn/contracts';
import { ConflictError } from '@dtn/platform/errors';
import { FieldErrors } from '../shared/validation';
import { asBuyer, existingOffer } from './access';
import { checkAmount, roundCents } from './amounts';
import type { SubmitOffer, UpdateOffer } from './command-types';
import type { Offer, OfferState } from './state';
import { checkVersion } from './terms-version';
import { deadlineAfter } from './decide-negotiation';
import { partiesFor } from './vehicle-rules';

function checkAmounts(offerAmount: number, transportOfferAmount: number | null | undefined): void {
  const errors = new FieldErrors();
  checkAmount(errors, 'offerAmount', offerAmount);
  if (transportOfferAmount !== null && transportOfferAmount !== undefined) {
    checkAmount(errors, 'transportOfferAmount', transportOfferAmount, { allowZero: true });
  }
  errors.throwIfAny();
}

const selectedBidAmount = (offer: Offer | null): number | null => {
  const selected = offer?.transport?.bids.find((b) => b.id === offer.transport?.selectedTransportBidId);
  return selected?.bidAmount ?? null;
};

const amounts = (offerAmount: number, transportOfferAmount: number | null) => ({
  offerAmount,
  transportOfferAmount,
  total: roundCents(offerAmount + (transportOfferAmount ?? 0)),
  currency: 'USD' as const,
});

/** The bid itself: opens the offer when transport was skipped, or follows the transport stage. */
export function submitOffer(command: SubmitOffer, state: OfferState): OfferEvent[] {
  const { actor, offerId, vehicle, offerAmount, transportOfferAmount } = command;
  const parties = partiesFor(actor, offerId, vehicle);
  checkAmounts(offerAmount, transportOfferAmount);
  const offer = state.status === 'none' ? null : state;
  if (offer && offer.status !== 'bidding-transportation' && offer.status !== 'bid') {
    throw new ConflictError(
      offer.status === 'submitted'
        ? 'You already submitted an offer on this vehicle; update it instead.'
        : `You already have a ${offer.status} offer on this vehicle.`,
    );
  }
  const transport = transportOfferAmount ?? selectedBidAmount(offer);
  const deadline = deadlineAfter(command.now, command.responseHours);
  return [{ type: 'OfferSubmitted', data: { ...(offer?.parties ?? parties), ...amounts(offerAmount, transport), deadline } }];
}

/** A new amount for a submitted bid, on the seller's turn (after a seller's counter the buyer
 * answers it instead: decide-negotiation); the same amounts again change nothing. The seller's
 * clock starts again. */
export function updateOffer(command: UpdateOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  asBuyer(command.actor, offer);
  checkVersion(offer, command.expectedVersion);
  checkAmounts(command.offerAmount, command.transportOfferAmount);
  if (offer.status !== 'submitted') throw new ConflictError(`A ${offer.status} offer cannot be updated.`);
  if (command.vehicleSold) throw new ConflictError('The vehicle is already sold.');
  if (offer.turn === 'buyer') throw new ConflictError('The seller countered: accept the counter, counter back or stand by your offer.');
  const transport = command.transportOfferAmount ?? offer.transportOfferAmount;
  if (command.offerAmount === offer.offerAmount && transport === offer.transportOfferAmount) return [];
  const deadline = deadlineAfter(command.now, command.responseHours);
  return [{ type: 'OfferUpdated', data: { offerId: offer.parties.offerId, ...amounts(command.offerAmount, transport), deadline } }];
}
