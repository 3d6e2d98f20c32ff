import type { Offer, OfferTerms } from '@dtn/contracts/entities/offer';
import type { ApiProblem } from '../../../shared/api/api-problem';

/**
 * Every action on an offer names the terms the screen showed: `If-Match: "<version>"`. The server
 * applies it to those terms only and answers 412 with the current ones when they moved (a bid
 * changed or cancelled while the seller was deciding), so a click never acts on terms nobody saw.
 */
export const seenTerms = (offer: Pick<Offer, 'version'>) => ({ 'if-match': `"${offer.version}"` });

const statuses = new Set<string>(['bidding-transportation', 'bid', 'submitted', 'won', 'lost', 'cancelled', 'expired']);
const amount = (value: unknown): value is number | null => value === null || typeof value === 'number';

/** The terms a 412 answer says are current; null for any other problem. Checked by hand, not with
 * the contract's zod schema: zod compiles parsers with `new Function`, which the app's CSP forbids. */
export function currentTerms(problem: ApiProblem): OfferTerms | null {
  const terms = problem.status === 412 ? problem.current : undefined;
  if (!terms || typeof terms.id !== 'string' || typeof terms.status !== 'string' || !statuses.has(terms.status)) return null;
  const { offerAmount, transportOfferAmount, total, version } = terms;
  if (!amount(offerAmount) || !amount(transportOfferAmount) || typeof total !== 'number' || typeof version !== 'number') return null;
  // The negotiation's parts (turn, deadline, the seller's counter); absent from older servers' answers.
  const turn = terms.turn === 'buyer' || terms.turn === 'seller' ? terms.turn : null;
  const deadline = typeof terms.deadline === 'string' ? terms.deadline : null;
  const counterAmount = typeof terms.counterAmount === 'number' ? terms.counterAmount : null;
  return {
    id: terms.id,
    status: terms.status as OfferTerms['status'],
    offerAmount,
    transportOfferAmount,
    total,
    version,
    turn,
    deadline,
    counterAmount,
  };
}
