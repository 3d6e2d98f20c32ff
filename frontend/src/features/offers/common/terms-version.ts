import { OfferTerms, type Offer } from '@dtn/contracts/entities/offer';
import type { ApiProblem } from '../../../shared/api/api-problem';

/**
 * Every action on an offer names the terms the screen showed: `If-Match: "<version>"`. The server
 * applies it to those terms only and answers 412 with the current ones when they moved (a bid
 * changed or cancelled while the seller was deciding), so a click never acts on terms nobody saw.
 */
export const seenTerms = (offer: Pick<Offer, 'version'>) => ({ 'if-match': `"${offer.version}"` });

/** The terms a 412 answer says are current; null for any other problem. */
export function currentTerms(problem: ApiProblem): OfferTerms | null {
  if (problem.status !== 412) return null;
  const parsed = OfferTerms.safeParse(problem.current);
  return parsed.success ? parsed.data : null;
}
