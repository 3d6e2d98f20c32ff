import type { Offer, OfferRound } from '@dtn/contracts/entities/offer';
import { parseListPrice } from '@dtn/contracts/domain/list-price';
import { maxCountersPerSide } from '@dtn/contracts/domain/offer-state';

/**
 * Issue 33's rules as the screens need them: which moves a side may make now and the bounds of a
 * counter. The server enforces them (and answers 409/412 when the terms moved); the screens only
 * hide the buttons it would refuse and show the bounds before the user types.
 */
export type Side = OfferRound['side'];
/** accept, counter and stand act on the terms; reject (seller) and cancel (buyer) end the offer. */
export type Move = 'accept' | 'counter' | 'stand' | 'reject' | 'cancel';

type Terms = Pick<Offer, 'status' | 'turn' | 'rounds' | 'offerAmount'> & { inventory: Pick<Offer['inventory'], 'data' | 'buyNowPrice'> };

const countersBy = (rounds: readonly OfferRound[], side: Side) => rounds.filter((r) => r.kind === 'counter' && r.side === side).length;

export const countersLeft = (offer: Pick<Offer, 'rounds'>, side: Side) => Math.max(0, maxCountersPerSide - countersBy(offer.rounds, side));

/** The seller's counter on the table (the buyer's turn because of it); null otherwise. */
export function sellerCounter(offer: Pick<Offer, 'turn' | 'rounds'>): number | null {
  const last = offer.rounds.at(-1);
  return offer.turn === 'buyer' && last?.side === 'seller' && last.kind === 'counter' ? last.amount : null;
}

/** The side whose move it is; an offer submitted before negotiation (no turn) awaits the seller. */
export function turnOf(offer: Pick<Offer, 'status' | 'turn'>): Side | null {
  if (offer.status !== 'submitted') return null;
  return offer.turn ?? 'seller';
}

/** A side that made its last counter answers, on its turn, only by accepting (or letting the offer lapse). */
export function isLastCounter(offer: Pick<Offer, 'turn' | 'rounds'>, side: Side): boolean {
  return offer.turn === side && countersBy(offer.rounds, side) >= maxCountersPerSide;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The list price as the server reads it (contracts' parseListPrice); null when missing or not a price. */
function listPrice(data: Record<string, string>): number | null {
  const price = parseListPrice(data);
  return price === null ? null : Number(price);
}

/**
 * What a counter by `side` may be: above `above`; the seller's at most the Buy Now price when one
 * is set, else the list price (`atMost`); the buyer's below the seller's counter (`below`).
 */
export interface CounterBounds {
  above: number;
  atMost: number | null;
  below: number | null;
}

export function counterBounds(offer: Terms, side: Side): CounterBounds {
  const above = offer.offerAmount ?? 0;
  if (side === 'buyer') return { above, atMost: null, below: sellerCounter(offer) };
  return { above, atMost: offer.inventory.buyNowPrice ?? listPrice(offer.inventory.data), below: null };
}

export function withinBounds(amount: number, { above, atMost, below }: CounterBounds): boolean {
  return (
    cents(amount) > cents(above) && (atMost === null || cents(amount) <= cents(atMost)) && (below === null || cents(amount) < cents(below))
  );
}

/** Some amount fits: a cent above `above` is still within the bounds. */
const roomFor = (bounds: CounterBounds) => withinBounds((cents(bounds.above) + 1) / 100, bounds);

/** The moves `side` may make on the offer now; none when it is not their turn (the buyer may still cancel). */
export function movesFor(offer: Terms, side: Side): Move[] {
  if (offer.status !== 'submitted') return [];
  if (turnOf(offer) !== side) return side === 'buyer' ? ['cancel'] : [];
  const final = isLastCounter(offer, side);
  const counter = !final && countersLeft(offer, side) > 0 && roomFor(counterBounds(offer, side)) ? (['counter'] as const) : [];
  if (side === 'seller') return ['accept', ...counter, 'reject'];
  const accept = sellerCounter(offer) === null ? [] : (['accept'] as const);
  return [...accept, ...counter, ...(final ? [] : (['stand'] as const)), 'cancel'];
}
