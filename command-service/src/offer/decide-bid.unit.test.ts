import { describe, it } from '@jest/globals';
import type { OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import type { UpdateOffer } from './command-types';
import {
  accepted,
  admin,
  bidA,
  buyer,
  cancelled,
  firstDeadline,
  given,
  lost,
  now,
  offerId,
  otherBuyer,
  responseHours,
  quoted,
  rejected,
  selected,
  seller,
  soldVehicle,
  stranger,
  submit,
  submitted,
  transportRequested,
} from './test-fixtures';

const update = (over: Partial<UpdateOffer> = {}): UpdateOffer => ({
  type: 'UpdateOffer',
  actor: buyer,
  offerAmount: 11000,
  vehicleSold: false,
  now,
  responseHours,
  ...over,
});
const updated = (offerAmount: number, transportOfferAmount: number | null, total: number): OfferEvent => ({
  type: 'OfferUpdated',
  data: { offerId, offerAmount, transportOfferAmount, total, currency: 'USD', deadline: firstDeadline },
});

describe('SubmitOffer', () => {
  it('opens the offer with the bid when transport was skipped', () => given([]).when(submit()).then([submitted()]));

  it('adds the transport amount into the total', () =>
    given([])
      .when(submit({ offerAmount: 100.1, transportOfferAmount: 0.2 }))
      .then([
        {
          type: 'OfferSubmitted',
          data: { ...(submitted().data as object), offerAmount: 100.1, transportOfferAmount: 0.2, total: 100.3 },
        } as OfferEvent,
      ]));

  it('follows the transport stage, defaulting the transport amount to the selected bid’s', () =>
    given([transportRequested, quoted(bidA, 450), selected(bidA)])
      .when(submit())
      .then([submitted(10000, 450)]));

  it('keeps an explicit transport amount over the selected bid’s', () =>
    given([transportRequested, quoted(bidA, 450), selected(bidA)])
      .when(submit({ transportOfferAmount: 0 }))
      .then([submitted(10000, 0)]));

  it('may skip the selection: submitting while bidding-transportation', () =>
    given([transportRequested]).when(submit()).then([submitted()]));

  it('refuses bad amounts, naming each field (0, -1, 1.001; transport -1, 1.001)', () => {
    for (const offerAmount of [0, -1, 1.001, Number.NaN])
      given([]).when(submit({ offerAmount })).thenThrows(ValidationError, ['offerAmount']);
    for (const transportOfferAmount of [-1, 1.001]) {
      given([]).when(submit({ transportOfferAmount })).thenThrows(ValidationError, ['transportOfferAmount']);
    }
    given([])
      .when(submit({ offerAmount: 0, transportOfferAmount: -5 }))
      .thenThrows(ValidationError, ['offerAmount', 'transportOfferAmount']);
  });

  it('agrees with the route schema: 1e-9 is not 2 decimals, 1e308 and 100,000,000 are too large', () => {
    for (const offerAmount of [1e-9, 0.009, 1e308, 100_000_000])
      given([]).when(submit({ offerAmount })).thenThrows(ValidationError, ['offerAmount']);
    for (const transportOfferAmount of [1e-9, 1e308]) {
      given([]).when(submit({ transportOfferAmount })).thenThrows(ValidationError, ['transportOfferAmount']);
    }
  });

  it('takes both amounts at their maximum: the total still fits numeric(12,2)', () =>
    given([])
      .when(submit({ offerAmount: 99_999_999.99, transportOfferAmount: 99_999_999.99 }))
      .then([
        {
          type: 'OfferSubmitted',
          data: { ...(submitted().data as object), offerAmount: 99_999_999.99, transportOfferAmount: 99_999_999.99, total: 199_999_999.98 },
        } as OfferEvent,
      ]));

  it('refuses a sold vehicle (409), the buyer’s own group (403), an unknown vehicle (404)', () => {
    given([])
      .when(submit({ vehicle: soldVehicle }))
      .thenThrows(ConflictError);
    given([transportRequested])
      .when(submit({ vehicle: soldVehicle }))
      .thenThrows(ConflictError);
    given([])
      .when(submit({ actor: seller }))
      .thenThrows(ForbiddenError);
    given([])
      .when(submit({ vehicle: { status: 'unlisted' } }))
      .thenThrows(NotFoundError);
  });

  it('refuses a second submit, and any finished offer (409): one live offer per buyer and vehicle', () => {
    for (const history of [
      [submitted()],
      [submitted(), accepted()],
      [submitted(), rejected],
      [submitted(), lost],
      [submitted(), cancelled],
    ]) {
      given(history).when(submit()).thenThrows(ConflictError);
    }
  });
});

describe('UpdateOffer', () => {
  it('changes the amount of a submitted offer, keeping the transport amount', () =>
    given([submitted(10000, 300)])
      .when(update())
      .then([updated(11000, 300, 11300)]));

  it('changes the transport amount when given', () =>
    given([submitted(10000, 300)])
      .when(update({ transportOfferAmount: 250.5 }))
      .then([updated(11000, 250.5, 11250.5)]));

  it('is a no-op with the same amounts', () =>
    given([submitted(11000)])
      .when(update())
      .thenNothingHappened());

  it('refuses bad amounts, naming the field', () => {
    for (const offerAmount of [0, -1, 1.001])
      given([submitted()]).when(update({ offerAmount })).thenThrows(ValidationError, ['offerAmount']);
  });

  it('refuses every status but submitted (409)', () => {
    for (const history of [
      [transportRequested],
      [transportRequested, quoted(), selected()],
      [submitted(), cancelled],
      [submitted(), accepted()],
      [submitted(), rejected],
      [submitted(), lost],
    ]) {
      given(history).when(update()).thenThrows(ConflictError);
    }
  });

  it('refuses when the vehicle is sold (409), the seller (403); unknown and unseen offers are 404', () => {
    given([submitted()])
      .when(update({ vehicleSold: true }))
      .thenThrows(ConflictError);
    given([submitted()])
      .when(update({ actor: seller }))
      .thenThrows(ForbiddenError);
    given([submitted()])
      .when(update({ actor: otherBuyer }))
      .thenThrows(NotFoundError);
    given([submitted()])
      .when(update({ actor: stranger }))
      .thenThrows(NotFoundError);
    given([]).when(update()).thenThrows(NotFoundError);
  });

  it('lets an Admin update for the buyer', () =>
    given([submitted()])
      .when(update({ actor: admin }))
      .then([updated(11000, null, 11000)]));
});
