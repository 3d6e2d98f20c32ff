import { describe, expect, it } from '@jest/globals';
import type { OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import type { CounterOffer, SidesPermitted, StandByOffer } from './command-types';
import { decideAccept } from './decide-accept';
import {
  admin,
  buyer,
  cancelled,
  firstDeadline,
  given,
  inventoryId,
  listedVehicle,
  now,
  offerId,
  responseHours,
  seller,
  soldVehicle,
  stranger,
  submitted,
  vehicleListed,
} from './test-fixtures';
import { evolve, initialState, type OfferState } from './state';
import { evolve as evolveVehicle } from '../inventory/state';

/** Given/when/then for the rounds of a negotiation (decide-negotiation): the buyer bid 10,000 on
 * a vehicle listed at 12,000; every turn lasts the seller's group's 24 hours. */
const listed = { ...listedVehicle, vehicle: { ...listedVehicle.vehicle, data: { 'List Price': '12000' } } };
const everyone: SidesPermitted = { buyer: true, seller: true };
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const deadlineAt = (hours: number) => later(hours).toISOString();

const counter = (actor: Actor | null, amount: number, over: Partial<CounterOffer> = {}): CounterOffer => ({
  type: 'CounterOffer',
  actor,
  permitted: everyone,
  amount,
  vehicle: listed,
  now,
  responseHours,
  ...over,
});
const stand = (over: Partial<StandByOffer> = {}): StandByOffer => ({
  type: 'StandByOffer',
  actor: buyer,
  permitted: everyone,
  now,
  responseHours,
  ...over,
});
const countered = (side: 'buyer' | 'seller', amount: number, deadline = firstDeadline): OfferEvent => ({
  type: 'OfferCountered',
  data: { offerId, side, amount, byUserId: side === 'buyer' ? buyer.id : seller.id, deadline },
});
const stoodBy = (amount = 10000): OfferEvent => ({
  type: 'OfferStoodBy',
  data: { offerId, byUserId: buyer.id, amount, deadline: firstDeadline },
});
const expired = (turn: 'buyer' | 'seller', deadline = firstDeadline): OfferEvent => ({
  type: 'OfferExpired',
  data: { offerId, inventoryId, turn, deadline },
});
const reminded = (turn: 'buyer' | 'seller', deadline = firstDeadline): OfferEvent => ({
  type: 'OfferReminderDue',
  data: { offerId, turn, deadline },
});
const fold = (events: OfferEvent[]): OfferState => events.reduce<OfferState>((state, e, i) => evolve(state, e, i), initialState);
const vehicle = evolveVehicle({ status: 'unlisted' }, vehicleListed);
const acceptTerms = (actor: Actor | null, events: OfferEvent[], expectedVersion?: number) =>
  decideAccept({ type: 'AcceptTerms', actor, permitted: everyone, now, expectedVersion }, fold(events), vehicle);

describe('a bid', () => {
  it('gives the turn to the seller, with the seller group’s hours to answer', () =>
    given([])
      .when({ type: 'SubmitOffer', actor: buyer, offerId, vehicle: listed, offerAmount: 10000, now, responseHours: 6 })
      .then([{ ...submitted(), data: { ...submitted().data, deadline: deadlineAt(6) } } as OfferEvent]));
});

describe('CounterOffer by the seller', () => {
  it('names an amount above the buyer’s and at most the list price: the turn passes to the buyer', () => {
    given([submitted()])
      .when(counter(seller, 11500))
      .then([countered('seller', 11500)]);
    given([submitted()])
      .when(counter(seller, 12000))
      .then([countered('seller', 12000)]);
  });
  it('keeps to the Buy Now price when one is set, instead of the list price', () => {
    const buyNow = { ...listed, buyNowPrice: 11000, buyNowVersion: 3 };
    given([submitted()])
      .when(counter(seller, 11000, { vehicle: buyNow }))
      .then([countered('seller', 11000)]);
    given([submitted()])
      .when(counter(seller, 11000.01, { vehicle: buyNow }))
      .thenThrows(ValidationError);
  });
  it('is refused (400 naming amount) at or below the buyer’s amount, or above the asking price', () => {
    given([submitted()]).when(counter(seller, 10000)).thenThrows(ValidationError);
    given([submitted()]).when(counter(seller, 12000.01)).thenThrows(ValidationError);
  });
  it('carries a note when one is written', () =>
    given([submitted()])
      .when(counter(seller, 11500, { message: '  Fresh tyres.  ' }))
      .then([{ ...countered('seller', 11500), data: { ...countered('seller', 11500).data, message: 'Fresh tyres.' } } as OfferEvent]));
  it('is out of turn once the seller countered (409), and on a sold vehicle (409)', () => {
    given([submitted(), countered('seller', 11500)])
      .when(counter(seller, 11000))
      .thenThrows(ConflictError);
    given([submitted()])
      .when(counter(seller, 11500, { vehicle: soldVehicle }))
      .thenThrows(ConflictError);
  });
  it('needs ApproveInboundOffer (403); a stranger is told the offer does not exist (404)', () => {
    given([submitted()])
      .when(counter(seller, 11500, { permitted: { buyer: true, seller: false } }))
      .thenThrows(ForbiddenError);
    given([submitted()]).when(counter(stranger, 11500)).thenThrows(NotFoundError);
  });
  it('names the terms version it saw: another one answers 412', () => {
    given([submitted()])
      .when(counter(seller, 11500, { expectedVersion: 0 }))
      .then([countered('seller', 11500)]);
    given([submitted(), stoodBy()])
      .when(counter(seller, 11500, { expectedVersion: 0 }))
      .thenThrows(PreconditionFailedError);
  });
  it('is for submitted offers only', () => {
    given([submitted(), cancelled]).when(counter(seller, 11500)).thenThrows(ConflictError);
    given([submitted(), expired('seller')])
      .when(counter(seller, 11500))
      .thenThrows(ConflictError);
  });
});

describe('the buyer’s answer to a counter', () => {
  const afterCounter = [submitted(), countered('seller', 11800)];
  it('counters back above their own last amount and below the seller’s counter', () => {
    given(afterCounter)
      .when(counter(buyer, 11000))
      .then([countered('buyer', 11000)]);
    given(afterCounter).when(counter(buyer, 10000)).thenThrows(ValidationError);
    given(afterCounter).when(counter(buyer, 11800)).thenThrows(ValidationError);
  });
  it('stands by their amount: the turn is the seller’s again', () =>
    given(afterCounter)
      .when(stand())
      .then([stoodBy(10000)]));
  it('needs UpdateOffer to counter or stand (403)', () => {
    given(afterCounter)
      .when(counter(buyer, 11000, { permitted: { buyer: false, seller: true } }))
      .thenThrows(ForbiddenError);
    given(afterCounter)
      .when(stand({ permitted: { buyer: false, seller: true } }))
      .thenThrows(ForbiddenError);
  });
  it('may not counter or stand on the seller’s turn (409), nor change the bid while the counter waits (409)', () => {
    given([submitted()]).when(counter(buyer, 11000)).thenThrows(ConflictError);
    given([submitted()]).when(stand()).thenThrows(ConflictError);
    given(afterCounter)
      .when({ type: 'UpdateOffer', actor: buyer, offerAmount: 10500, vehicleSold: false, now, responseHours })
      .thenThrows(ConflictError);
  });
  it('keeps the seller from approving or rejecting while the buyer’s answer is awaited (409)', () => {
    expect(() => decideAccept({ type: 'AcceptOffer', actor: seller, inventoryId, now }, fold(afterCounter), vehicle)).toThrow(
      ConflictError,
    );
    given(afterCounter).when({ type: 'RejectOffer', actor: seller, inventoryId }).thenThrows(ConflictError);
  });
  it('lets an Admin answer for whichever side’s turn it is', () =>
    given(afterCounter)
      .when(counter(admin, 11000))
      .then([{ ...countered('buyer', 11000), data: { ...countered('buyer', 11000).data, byUserId: admin.id } } as OfferEvent]));
});

describe('at most 3 counters a side', () => {
  const rounds = [
    submitted(),
    countered('seller', 11900),
    countered('buyer', 10500),
    countered('seller', 11800),
    countered('buyer', 10800),
    countered('seller', 11700),
  ];
  it('after the seller’s third, the buyer still has a counter (their third), or stands', () => {
    given(rounds)
      .when(counter(buyer, 11000))
      .then([countered('buyer', 11000)]);
    given(rounds)
      .when(stand())
      .then([stoodBy(10800)]);
  });
  it('a seller who made 3 counters answers the buyer’s last only by accepting (or rejecting): no fourth', () => {
    given([...rounds, countered('buyer', 11000)])
      .when(counter(seller, 11500))
      .thenThrows(ConflictError);
    given([...rounds, stoodBy(10800)])
      .when(counter(seller, 11500))
      .thenThrows(ConflictError);
    expect(acceptTerms(seller, [...rounds, countered('buyer', 11000)]).offer).toHaveLength(1);
  });
  it('standing by does not count as a counter', () =>
    given([submitted(), countered('seller', 11900), stoodBy(), countered('seller', 11800), stoodBy()])
      .when(counter(seller, 11700))
      .then([countered('seller', 11700)]));
});

describe('AcceptTerms', () => {
  it('by the seller on their turn: the buyer’s amount wins, the vehicle is sold to the offer', () => {
    const decision = acceptTerms(seller, [submitted()]);
    expect(decision.offer).toEqual([
      {
        type: 'OfferAccepted',
        data: { offerId, inventoryId, byUserId: seller.id, offerAmount: 10000, transportOfferAmount: null, total: 10000, side: 'seller' },
      },
    ]);
    expect(decision.vehicle.map((e) => e.type)).toEqual(['VehicleSold']);
  });
  it('by the buyer on their turn: the seller’s counter is the amount the offer wins at', () => {
    const decision = acceptTerms(buyer, [submitted(10000, 300), countered('seller', 11500)]);
    expect(decision.offer).toEqual([
      {
        type: 'OfferAccepted',
        data: { offerId, inventoryId, byUserId: buyer.id, offerAmount: 11500, transportOfferAmount: 300, total: 11800, side: 'buyer' },
      },
    ]);
  });
  it('is out of turn for the other side (409), and 412 on other terms than the caller saw', () => {
    expect(() => acceptTerms(buyer, [submitted()])).toThrow(ConflictError);
    expect(() => acceptTerms(seller, [submitted(), countered('seller', 11500)])).toThrow(ConflictError);
    expect(() => acceptTerms(buyer, [submitted(), countered('seller', 11500)], 0)).toThrow(PreconditionFailedError);
  });
  it('on an expired offer is a 409; on a won one again changes nothing', () => {
    expect(() => acceptTerms(seller, [submitted(), expired('seller')])).toThrow(ConflictError);
    const won = fold([submitted(), countered('seller', 11500)]);
    const again = decideAccept(
      { type: 'AcceptTerms', actor: buyer, permitted: everyone, now },
      evolve(won, acceptTerms(buyer, [submitted(), countered('seller', 11500)]).offer[0]!, 2),
      vehicle,
    );
    expect(again).toEqual({ vehicle: [], offer: [] });
  });
});

describe('the clock', () => {
  it('expires an unanswered offer once its deadline passed, naming whose turn lapsed', () => {
    given([submitted()])
      .when({ type: 'ExpireOffer', now: later(24) })
      .then([expired('seller')]);
    given([submitted(), countered('seller', 11500, deadlineAt(30))])
      .when({ type: 'ExpireOffer', now: later(30) })
      .then([expired('buyer', deadlineAt(30))]);
  });
  it('does nothing before the deadline, on an answered turn, or again', () => {
    given([submitted()])
      .when({ type: 'ExpireOffer', now: later(23.99) })
      .thenNothingHappened();
    given([submitted(), countered('seller', 11500, deadlineAt(48))])
      .when({ type: 'ExpireOffer', now: later(24) })
      .thenNothingHappened();
    given([submitted(), expired('seller')])
      .when({ type: 'ExpireOffer', now: later(48) })
      .thenNothingHappened();
    given([submitted(), cancelled])
      .when({ type: 'ExpireOffer', now: later(48) })
      .thenNothingHappened();
  });
  it('reminds the side whose turn it is within the hour before the deadline, once per deadline', () => {
    given([submitted()])
      .when({ type: 'RemindOffer', now: later(23) })
      .then([reminded('seller')]);
    given([submitted()])
      .when({ type: 'RemindOffer', now: later(22.9) })
      .thenNothingHappened();
    given([submitted(), reminded('seller')])
      .when({ type: 'RemindOffer', now: later(23.5) })
      .thenNothingHappened();
    given([submitted()])
      .when({ type: 'RemindOffer', now: later(24) })
      .thenNothingHappened();
    given([submitted(), reminded('seller'), countered('seller', 11500, deadlineAt(48))])
      .when({ type: 'RemindOffer', now: later(47.5) })
      .then([reminded('buyer', deadlineAt(48))]);
  });
  it('an expired offer may be dismissed by either side, and not restored', () => {
    given([submitted(), expired('seller')])
      .when({ type: 'DismissOffer', actor: buyer, side: 'buyer' })
      .then([{ type: 'OfferDismissedByBuyer', data: { offerId } }]);
    given([submitted(), expired('seller')])
      .when({ type: 'RestoreOffer', actor: buyer, vehicleSold: false, now, responseHours })
      .thenThrows(ConflictError);
  });
});
