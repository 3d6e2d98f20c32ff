import { describe, it } from '@jest/globals';
import type { BuyListEvent, OfferEvent } from '@dtn/contracts';
import { buyer, inventoryId, offerId, submitted } from '../offer/test-fixtures';
import { added, endsAt, given, makeOffer, now, offered, orderId, placed, vehicle } from './test-fixtures';

const active = [added, placed()];
const nothing = { order: [], offer: [] };
const deadline = '2025-03-02T18:00:00.000Z';
/** The decision to offer `amount`: on the order, and as a normal bid with its origin on the offer. */
const offers = (amount: number, day = '2025-03-01') => ({
  order: [{ type: 'StandingOrderOffered', data: { id: orderId, offerId, inventoryId, amount, day } } as BuyListEvent],
  offer: [
    {
      type: 'OfferSubmitted',
      data: {
        ...(submitted(amount).data as object),
        year: 2020,
        deadline,
        origin: { standingOrderId: orderId, endsAt },
      },
    } as OfferEvent,
  ],
});
const paused = (reason: string, values: object = {}) => ({
  order: [{ type: 'StandingOrderPaused', data: { id: orderId, reason, inventoryId, ...values } } as BuyListEvent],
  offer: [],
});

describe('a standing order makes an offer', () => {
  describe('matching', () => {
    it('offers on a listed vehicle of another group whose make, model, year and distance it wants', () =>
      given({ order: active }).when(makeOffer()).then(offers(18_500)));
    it('offers nothing beyond its radius, outside its years, or on its own group’s vehicle', () => {
      given({ order: active })
        .when(makeOffer({ milesAway: 100.5 }))
        .then(nothing);
      given({ order: active })
        .when(makeOffer({ vehicle: vehicle({ year: 2017 }) }))
        .then(nothing);
      given({ order: active })
        .when(makeOffer({ vehicle: { ...vehicle(), dealerGroupId: buyer.dealerGroupId! } as never }))
        .then(nothing);
    });
    it('keeps to its trims (any case), maximum mileage and listing types', () => {
      given({ order: [added, placed({ trims: ['ex'] })] })
        .when(makeOffer())
        .then(offers(18_500));
      given({ order: [added, placed({ trims: ['Touring'] })] })
        .when(makeOffer())
        .then(nothing);
      given({ order: [added, placed({ maxMileage: 30_000 })] })
        .when(makeOffer())
        .then(offers(18_500));
      given({ order: [added, placed({ maxMileage: 29_999 })] })
        .when(makeOffer())
        .then(nothing);
      given({ order: [added, placed({ maxMileage: 50_000 })] })
        .when(makeOffer({ vehicle: vehicle({ data: { 'List Price': '18500' } }) }))
        .then(nothing);
      given({ order: [added, placed({ listingTypes: ['NEW'] })] })
        .when(makeOffer())
        .then(nothing);
    });
    it('offers nothing on an unlisted or sold vehicle', () => {
      given({ order: active })
        .when(makeOffer({ vehicle: { status: 'unlisted' } }))
        .then(nothing);
      given({ order: active })
        .when(makeOffer({ vehicle: { ...vehicle(), status: 'sold', soldAt: now.toISOString(), offerId: null } as never }))
        .then(nothing);
    });
  });

  describe('pricing', () => {
    it('offers the lower of its maximum and the list price', () => {
      given({ order: [added, placed({ maxPrice: 17_000 })] })
        .when(makeOffer())
        .then(offers(17_000));
    });
    it('offers at most its share of the network value when it has one', () =>
      given({ order: [added, placed({ maxPercentOfValue: 80 })] })
        .when(makeOffer())
        .then(offers(16_800)));
    it('offers nothing with a share and no value known, or without a list price', () => {
      given({ order: [added, placed({ maxPercentOfValue: 80 })] })
        .when(makeOffer({ value: { now: null, weekAgo: null } }))
        .then(nothing);
      given({ order: active })
        .when(makeOffer({ vehicle: vehicle({ data: { 'List Price': 'Call for price', Odometer: '30000' } }) }))
        .then(nothing);
    });
  });

  describe('caps, counted on the day in the order’s zone', () => {
    it('stops at its units a day', () =>
      given({ order: [...active, offered(1_000), offered(1_000)] })
        .when(makeOffer())
        .then(nothing));
    it('stops before its dollars a day', () =>
      given({ order: [...active, offered(32_000)] })
        .when(makeOffer())
        .then(nothing));
    it('counts yesterday’s offers for nothing', () =>
      given({ order: [...active, offered(32_000, '2025-02-28'), offered(1_000, '2025-02-28')] })
        .when(makeOffer())
        .then(offers(18_500)));
    it('starts a new day at midnight where the order’s dealership is, not in UTC', () =>
      given({ order: [...active, offered(1_000, '2025-03-01'), offered(1_000, '2025-03-01')] })
        // 05:30 UTC on March 2 is still March 1 in Chicago.
        .when(makeOffer({ now: new Date('2025-03-02T05:30:00.000Z') }))
        .then(nothing));
  });

  describe('guardrails pause the order and offer nothing', () => {
    it('when the cohort’s value fell more than 10% in 7 days', () =>
      given({ order: active })
        .when(makeOffer({ value: { now: 18_000, weekAgo: 20_001 } }))
        .then(paused('value-fell', { valueNow: 18_000, valueBefore: 20_001 })));
    it('not when it fell 10% or less', () =>
      given({ order: active })
        .when(makeOffer({ value: { now: 18_000, weekAgo: 20_000 } }))
        .then(offers(18_500)));
    it('when the buyer lost CreateOffer', () =>
      given({ order: active })
        .when(makeOffer({ canCreateOffer: false }))
        .then(paused('permission-lost')));
    it('when its dealership is inactive', () =>
      given({ order: active })
        .when(makeOffer({ dealershipActive: false }))
        .then(paused('dealership-inactive')));
  });

  describe('at most one offer per buyer and vehicle, and only while it runs', () => {
    it('offers nothing when the buyer already has an offer on the vehicle', () =>
      given({ order: active, offer: [submitted()] })
        .when(makeOffer())
        .then(nothing));
    it('offers nothing paused, ended, expired or removed', () => {
      given({ order: [...active, { type: 'StandingOrderPaused', data: { id: orderId, reason: 'buyer', inventoryId: null } }] })
        .when(makeOffer())
        .then(nothing);
      given({ order: [...active, { type: 'StandingOrderEnded', data: { id: orderId } }] })
        .when(makeOffer())
        .then(nothing);
      given({ order: active })
        .when(makeOffer({ now: new Date(endsAt) }))
        .then(nothing);
      given({ order: [...active, { type: 'BuyListItemRemoved', data: { id: orderId } }] })
        .when(makeOffer())
        .then(nothing);
      given({ order: [added] })
        .when(makeOffer())
        .then(nothing);
    });
    it('offers again once resumed', () =>
      given({
        order: [
          ...active,
          { type: 'StandingOrderPaused', data: { id: orderId, reason: 'value-fell', inventoryId } },
          { type: 'StandingOrderResumed', data: { id: orderId } },
        ],
      })
        .when(makeOffer())
        .then(offers(18_500)));
  });
});
