import { describe, expect, it } from '@jest/globals';
import type { OfferRound } from '@dtn/contracts/entities/offer';
import { counterBounds, movesFor, withinBounds } from './negotiation-rules';

const round = (side: OfferRound['side'], kind: OfferRound['kind'], amount: number, version: number): OfferRound => ({
  side,
  kind,
  amount,
  deadline: null,
  version,
});
const inventory = { data: { 'List Price': '23450' }, buyNowPrice: null as number | null };
const offerWith = (turn: 'buyer' | 'seller', rounds: OfferRound[], offerAmount = 21000) => ({
  status: 'submitted' as const,
  turn,
  rounds,
  offerAmount,
  inventory,
});
const bid = round('buyer', 'bid', 21000, 0);
const sellerCounters = (n: number) => Array.from({ length: n }, (_, i) => round('seller', 'counter', 23000 - i * 100, i + 1));

describe('the moves each side may make now (issue 33)', () => {
  it("the buyer's bid puts the turn to the seller: accept, counter or reject; the buyer waits and may only cancel", () => {
    const offer = offerWith('seller', [bid]);
    expect(movesFor(offer, 'seller')).toEqual(['accept', 'counter', 'reject']);
    expect(movesFor(offer, 'buyer')).toEqual(['cancel']);
  });

  it("after the seller's counter the buyer accepts it, counters back, stands by the bid or cancels; the seller waits", () => {
    const offer = offerWith('buyer', [bid, ...sellerCounters(1)]);
    expect(movesFor(offer, 'buyer')).toEqual(['accept', 'counter', 'stand', 'cancel']);
    expect(movesFor(offer, 'seller')).toEqual([]);
  });

  it("after the seller's third counter the buyer may still counter (their own are left) or stand; a seller with none left only accepts or rejects", () => {
    const rounds = [bid, ...sellerCounters(3)];
    expect(movesFor(offerWith('buyer', rounds), 'buyer')).toEqual(['accept', 'counter', 'stand', 'cancel']);
    const [s1, s2, s3] = sellerCounters(3);
    const alternating = [
      bid,
      s1!,
      round('buyer', 'counter', 21100, 11),
      s2!,
      round('buyer', 'counter', 21200, 12),
      s3!,
      round('buyer', 'counter', 21300, 13),
    ];
    expect(movesFor(offerWith('seller', alternating, 21300), 'seller')).toEqual(['accept', 'reject']);
  });

  it('a side that used its three counters may no longer counter', () => {
    const rounds = [bid, ...sellerCounters(3).flatMap((c, i) => [c, round('buyer', 'stand', 21000, 10 + i)])];
    expect(movesFor(offerWith('seller', rounds), 'seller')).toEqual(['accept', 'reject']);
  });

  it('an offer submitted before negotiation (no turn) awaits the seller; an ended one allows nothing', () => {
    const legacy = { ...offerWith('seller', []), turn: null };
    expect(movesFor(legacy, 'seller')).toEqual(['accept', 'counter', 'reject']);
    expect(movesFor({ ...offerWith('seller', [bid]), status: 'expired' }, 'seller')).toEqual([]);
    expect(movesFor({ ...offerWith('seller', [bid]), status: 'expired' }, 'buyer')).toEqual([]);
  });

  it('no counter when no amount fits the bounds (the bid already at the list price)', () => {
    expect(movesFor(offerWith('seller', [bid], 23450), 'seller')).toEqual(['accept', 'reject']);
  });
});

describe("a counter's bounds, in exact cents", () => {
  it("the seller's: above the buyer's amount, at most the list price, or the Buy Now price when set", () => {
    const bounds = counterBounds(offerWith('seller', [bid]), 'seller');
    expect(bounds).toEqual({ above: 21000, atMost: 23450, below: null });
    expect([21000, 21000.01, 23450, 23450.01].map((amount) => withinBounds(amount, bounds))).toEqual([false, true, true, false]);
    const buyNow = { ...offerWith('seller', [bid]), inventory: { ...inventory, buyNowPrice: 22999.99 } };
    expect(counterBounds(buyNow, 'seller').atMost).toBe(22999.99);
  });

  it("the buyer's: above their last amount and below the seller's counter", () => {
    const bounds = counterBounds(offerWith('buyer', [bid, ...sellerCounters(1)]), 'buyer');
    expect(bounds).toEqual({ above: 21000, atMost: null, below: 23000 });
    expect([21000, 21000.01, 22999.99, 23000].map((amount) => withinBounds(amount, bounds))).toEqual([false, true, true, false]);
    // 0.1 + 0.2 style sums: compared in cents, 21000.1 + 0.2 is 21000.30.
    expect(withinBounds(21000.1 + 0.2, { above: 21000.3, atMost: null, below: null })).toBe(false);
  });
});
