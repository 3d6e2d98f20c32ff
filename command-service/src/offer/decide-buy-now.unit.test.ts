import { describe, expect, it } from '@jest/globals';
import type { InventoryEvent, OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError } from '@dtn/platform/errors';
import { evolve as evolveVehicle, initialState as noVehicle } from '../inventory/state';
import type { Actor } from '../shared/actor';
import { decideBuyNow, type BuyNow, type BuyNowDecision } from './decide-buy-now';
import { evolve as evolveOffer, initialState as noOffer } from './state';
import {
  accepted,
  admin,
  buyer,
  cancelled,
  inventoryId,
  lost,
  now,
  offerId,
  otherOfferId,
  quoted,
  seller,
  selected,
  submitted,
  transportRequested,
  updated,
  vehicleListed,
  vehicleSoldTo,
} from './test-fixtures';

/** given({ offer, vehicle }).when(command).then({ vehicle, offer }), as decide-accept's spec:
 * each state folded from its own stream's events (the index is the revision). */
const given = (history: { offer: OfferEvent[]; vehicle: InventoryEvent[] }) => ({
  when: (command: BuyNow) => {
    const run = () => decideBuyNow(command, history.offer.reduce(evolveOffer, noOffer), history.vehicle.reduce(evolveVehicle, noVehicle));
    return {
      then: (expected: BuyNowDecision) => expect(run()).toEqual(expected),
      thenThrows: (errorClass: new (...args: never[]) => Error, current?: object) => {
        expect(run).toThrow(errorClass);
        if (current) expect(() => run()).toThrow(expect.objectContaining({ current }));
      },
    };
  },
});

const buyNow = (expectedBuyNowVersion?: number, actor: Actor = buyer): BuyNow => ({
  type: 'BuyNow',
  actor,
  offerId,
  inventoryId,
  now,
  ...(expectedBuyNowVersion === undefined ? {} : { expectedBuyNowVersion }),
});
const priceSet = (price: number | null): InventoryEvent => ({
  type: 'BuyNowPriceSet',
  data: { id: inventoryId, price, byUserId: seller.id },
});
/** The vehicle at Buy Now version 1 ($15,000). */
const onSale = [vehicleListed, priceSet(15_000)];
const opened = submitted();
if (opened.type !== 'OfferSubmitted') throw new Error('the fixture opens with OfferSubmitted');
const { offerAmount: _a, transportOfferAmount: _t, total: _s, currency: _c, deadline: _d, ...parties } = opened.data;
const boughtNow = (price: number, transport: number | null = null, version = 1): OfferEvent => ({
  type: 'OfferBoughtNow',
  data: {
    ...parties,
    byUserId: buyer.id,
    offerAmount: price,
    transportOfferAmount: transport,
    total: price + (transport ?? 0),
    currency: 'USD',
    buyNowVersion: version,
  },
});
const sale = { vehicle: [vehicleSoldTo(offerId)] };

describe('Buy Now: one decision over the buyer’s offer and the vehicle', () => {
  it('sells the vehicle to a new offer won at exactly the Buy Now price', () =>
    given({ offer: [], vehicle: onSale })
      .when(buyNow(1))
      .then({ ...sale, offer: [boughtNow(15_000)] }));

  it('without If-Match buys at the price as it is now', () =>
    given({ offer: [], vehicle: [...onSale, priceSet(14_250.5)] })
      .when(buyNow())
      .then({ ...sale, offer: [boughtNow(14_250.5, null, 2)] }));

  it('wins the buyer’s live offer on the same stream, keeping the transport the buyer chose', () => {
    given({ offer: [submitted(9_000, 450.25)], vehicle: onSale })
      .when(buyNow(1))
      .then({ ...sale, offer: [boughtNow(15_000, 450.25)] });
    given({ offer: [submitted(9_000), updated(9_500)], vehicle: onSale })
      .when(buyNow(1))
      .then({ ...sale, offer: [boughtNow(15_000)] });
    // In the transport stage: the selected vendor's quote is the transport.
    given({ offer: [transportRequested, quoted(), selected()], vehicle: onSale })
      .when(buyNow(1))
      .then({ ...sale, offer: [boughtNow(15_000, 450)] });
  });

  it('wins an ended offer of the buyer too (lost or cancelled), without its old transport', () => {
    for (const ended of [lost, cancelled]) {
      given({ offer: [submitted(9_000, 300), ended], vehicle: onSale })
        .when(buyNow(1))
        .then({ ...sale, offer: [boughtNow(15_000)] });
    }
  });

  it('changes nothing when the buyer’s offer won the vehicle already (a retried Buy Now, or an accept)', () => {
    given({ offer: [boughtNow(15_000)], vehicle: [...onSale, vehicleSoldTo(offerId)] })
      .when(buyNow(1))
      .then({ vehicle: [], offer: [] });
    given({ offer: [submitted(), accepted()], vehicle: [...onSale, vehicleSoldTo(offerId)] })
      .when(buyNow(1))
      .then({ vehicle: [], offer: [] });
  });

  it('sells a vehicle once: sold to another offer or by the feed is a 409, whatever If-Match says', () => {
    given({ offer: [], vehicle: [...onSale, vehicleSoldTo(otherOfferId)] })
      .when(buyNow(1))
      .thenThrows(ConflictError);
    given({ offer: [submitted()], vehicle: [...onSale, vehicleSoldTo(null)] })
      .when(buyNow(0))
      .thenThrows(ConflictError);
  });

  it('answers 412 with the current price and version when the price moved since the buyer’s read', () => {
    given({ offer: [], vehicle: [...onSale, priceSet(16_000)] })
      .when(buyNow(1))
      .thenThrows(PreconditionFailedError, { buyNowPrice: 16_000, buyNowVersion: 2 });
    // Cleared since: the answer shows it gone.
    given({ offer: [], vehicle: [...onSale, priceSet(null)] })
      .when(buyNow(1))
      .thenThrows(PreconditionFailedError, { buyNowPrice: null, buyNowVersion: 2 });
  });

  it('refuses a vehicle without a Buy Now price (409)', () => {
    given({ offer: [], vehicle: [vehicleListed] })
      .when(buyNow())
      .thenThrows(ConflictError);
    given({ offer: [], vehicle: [...onSale, priceSet(null)] })
      .when(buyNow(2))
      .thenThrows(ConflictError);
  });

  it('refuses the seller’s own dealer group and users of no group (403), and unknown vehicles (404)', () => {
    given({ offer: [], vehicle: onSale }).when(buyNow(1, seller)).thenThrows(ForbiddenError);
    given({ offer: [], vehicle: onSale }).when(buyNow(1, admin)).thenThrows(ForbiddenError);
    given({ offer: [], vehicle: [] }).when(buyNow()).thenThrows(NotFoundError);
  });
});
