import { callApi, type ApiResult } from '../api/api-saga';

/**
 * The buyer's moves on an offer as one call each, for the sagas of every screen that shows them
 * (my bid, the bid panel): accept the seller's counter, counter, stand by the last amount, cancel.
 * Each names the terms version the confirmation showed (`If-Match`), so a move never applies to
 * terms that moved meanwhile: the server answers 412 with the current ones instead.
 * The seller's counter goes through `counter` too; their accept and reject keep the spec's approve
 * and reject calls (the incoming saga).
 */
export interface BuyerMove {
  kind: 'accept' | 'counter' | 'stand' | 'cancel';
  /** The terms version the user saw. */
  version: number;
  /** A counter's vehicle amount. */
  amount?: number;
}

const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

export function* counter(offerId: string, version: number, amount: number): Generator<unknown, ApiResult<unknown>, unknown> {
  return yield* callApi('counterOffer', { params: { id: offerId }, headers: ifMatch(version), body: { amount } });
}

export function* sendBuyerMove(offerId: string, move: BuyerMove): Generator<unknown, ApiResult<unknown>, unknown> {
  const onTerms = { params: { id: offerId }, headers: ifMatch(move.version) };
  switch (move.kind) {
    case 'accept':
      return yield* callApi('acceptOfferTerms', onTerms);
    case 'counter':
      return yield* counter(offerId, move.version, move.amount ?? 0);
    case 'stand':
      return yield* callApi('standByOffer', onTerms);
    case 'cancel':
      return yield* callApi('cancelOffer', onTerms);
  }
}
