import type { OfferTerms } from '@dtn/contracts/entities/offer';
import { PreconditionFailedError } from '@dtn/platform/errors';
import { roundCents } from './amounts';
import { sellerCounter, type Offer } from './state';

/** The terms an action decides on, as a 412 answer shows them (contracts OfferTerms). */
export function termsOf(offer: Offer): OfferTerms {
  const { offerAmount, transportOfferAmount } = offer;
  return {
    id: offer.parties.offerId,
    status: offer.status,
    offerAmount,
    transportOfferAmount,
    total: roundCents((offerAmount ?? 0) + (transportOfferAmount ?? 0)),
    version: offer.version,
    turn: offer.turn,
    deadline: offer.deadline,
    counterAmount: sellerCounter(offer),
  };
}

/**
 * An action that names the version it saw (If-Match) applies to those terms only: when the offer
 * has moved since, 412 with the current terms. Called after the access checks, so only someone
 * who may see the offer learns its terms. Without a version the action applies to the offer as
 * it is now, which is what some order of the same requests one after the other would give.
 */
export function checkVersion(offer: Offer, expectedVersion: number | undefined): void {
  if (expectedVersion === undefined || expectedVersion === offer.version) return;
  throw new PreconditionFailedError(
    `The offer changed since version ${expectedVersion}: it is at version ${offer.version} now. Review its current terms.`,
    termsOf(offer),
  );
}
