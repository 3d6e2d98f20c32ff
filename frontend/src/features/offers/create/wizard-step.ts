import type { Offer } from '@dtn/contracts/entities/offer';

/** The four steps of the create-offer wizard (spec section 2), in order. */
export const wizardSteps = ['request-transport', 'select-transport-bid', 'submit-bid', 'complete'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * Spec section 4, "Create-offer wizard step selection":
 *   no offer yet, transport not skipped      the transport request step
 *   no offer yet, transport skipped          the bid step
 *   bidding-transportation                   the transport-bid selection step
 *   submitted or bid                         the bid step
 *   cancelled, lost, won or expired          complete
 * A buyer who skips transport while vendors are still quoting goes to the bid step as well: the
 * server takes a bid from bidding-transportation, and without it a request nobody quotes on would
 * leave the buyer stuck until it expires.
 */
export function wizardStep(offer: Pick<Offer, 'status'> | null, transportSkipped: boolean): WizardStep {
  if (!offer) return transportSkipped ? 'submit-bid' : 'request-transport';
  switch (offer.status) {
    case 'bidding-transportation':
      return transportSkipped ? 'submit-bid' : 'select-transport-bid';
    case 'bid':
    case 'submitted':
      return 'submit-bid';
    case 'cancelled':
    case 'lost':
    case 'won':
    case 'expired':
      return 'complete';
  }
}
