import { describe, it } from '@jest/globals';
import type { BuyListEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type AddBuyListItem } from './decide';
import type { StandingOrderRequest } from './decide-standing-order';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '9b000000-0000-4000-8000-000000000001';
const owner: Actor = {
  id: '7b000000-0000-4000-8000-000000000001',
  role: 'UsedCarManager',
  dealerGroupId: '6b000000-0000-4000-8000-000000000001',
};
const other: Actor = { ...owner, id: '7b000000-0000-4000-8000-000000000002' };
const home = '3d000000-0000-4000-8000-000000000001';
const branch = '3d000000-0000-4000-8000-000000000002';
const now = new Date('2025-06-01T00:00:00.000Z');
const day = 86_400_000;
const location = { latitude: 34.09, longitude: -118.41 };
const item = { make: 'Honda', model: 'Accord', startYear: 2018, endYear: 2022, searchRadius: 50, retailReadyOnly: false, tradeIn: false };
const terms = {
  maxPrice: 20_000,
  maxPercentOfValue: null,
  maxUnitsPerDay: 2,
  maxDollarsPerDay: 40_000,
  trims: [],
  maxMileage: null,
  listingTypes: [],
};
const request = (over: Partial<StandingOrderRequest['terms']> = {}, canCreateOffer = true): StandingOrderRequest => ({
  terms: { ...terms, ...over },
  canCreateOffer,
  dealerships: [
    { id: home, timeZone: 'America/Los_Angeles' },
    { id: branch, timeZone: 'America/Chicago' },
  ],
});
const add = (autoOffer: StandingOrderRequest | null = request()): AddBuyListItem => ({
  type: 'AddBuyListItem',
  actor: owner,
  id,
  item,
  location,
  autoOffer,
  now,
});
const added: BuyListEvent = {
  type: 'BuyListItemAdded',
  data: { id, userId: owner.id, dealerGroupId: owner.dealerGroupId, ...item, ...location },
};
const placed = (over: object = {}): BuyListEvent => ({
  type: 'StandingOrderPlaced',
  data: {
    id,
    userId: owner.id,
    dealershipId: home,
    ...terms,
    endsAt: new Date(now.getTime() + 30 * day).toISOString(),
    timeZone: 'America/Los_Angeles',
    ...over,
  },
});
const pausedBy = (reason: 'buyer' | 'value-fell' = 'buyer'): BuyListEvent => ({
  type: 'StandingOrderPaused',
  data: { id, reason, inventoryId: null },
});
const resumed: BuyListEvent = { type: 'StandingOrderResumed', data: { id } };
const ended: BuyListEvent = { type: 'StandingOrderEnded', data: { id } };
const pause = (actor: Actor = owner, at = now) => ({ type: 'PauseStandingOrder' as const, actor, id, now: at });
const resume = (canCreateOffer = true, actor: Actor = owner, at = now) => ({
  type: 'ResumeStandingOrder' as const,
  actor,
  id,
  canCreateOffer,
  now: at,
});
const end = (actor: Actor = owner) => ({ type: 'EndStandingOrder' as const, actor, id });

describe('placing a standing order with the item', () => {
  it('adds the item and places the order in one decision, ending in 30 days at the first dealership, in its zone', () =>
    given([]).when(add()).then([added, placed()]));
  it('takes the end and the dealership given', () => {
    const endsAt = new Date(now.getTime() + 90 * day).toISOString();
    given([])
      .when(add(request({ endsAt, dealershipId: branch })))
      .then([added, placed({ endsAt, dealershipId: branch, timeZone: 'America/Chicago' })]);
  });
  it('refuses an end not after now or more than 90 days ahead, and a dealership not the caller’s (400 naming the field)', () => {
    given([])
      .when(add(request({ endsAt: now.toISOString() })))
      .thenThrows(ValidationError, ['body.autoOffer.endsAt']);
    given([])
      .when(add(request({ endsAt: new Date(now.getTime() + 90 * day + 1000).toISOString() })))
      .thenThrows(ValidationError, ['body.autoOffer.endsAt']);
    given([])
      .when(add(request({ dealershipId: '3d000000-0000-4000-8000-000000000009' })))
      .thenThrows(ValidationError, ['body.autoOffer.dealershipId']);
  });
  it('refuses a caller without CreateOffer (403)', () =>
    given([])
      .when(add(request({}, false)))
      .thenThrows(ForbiddenError));
  it('adds a plain item without an order', () => given([]).when(add(null)).then([added]));
});

describe('the owner pauses, resumes and ends the order', () => {
  it('pauses an active order (reason buyer); pausing it again changes nothing', () => {
    given([added, placed()]).when(pause()).then([pausedBy()]);
    given([added, placed(), pausedBy()]).when(pause()).thenNothingHappened();
  });
  it('takes over a guardrail’s pause as the owner’s own', () =>
    given([added, placed(), pausedBy('value-fell')])
      .when(pause())
      .then([pausedBy()]));
  it('resumes a paused order; an active one changes nothing', () => {
    given([added, placed(), pausedBy('value-fell')])
      .when(resume())
      .then([resumed]);
    given([added, placed()]).when(resume()).thenNothingHappened();
  });
  it('resumes only with CreateOffer (403), and neither an ended nor an expired order (409)', () => {
    given([added, placed(), pausedBy()]).when(resume(false)).thenThrows(ForbiddenError);
    given([added, placed(), ended]).when(resume()).thenThrows(ConflictError);
    given([added, placed(), pausedBy()])
      .when(resume(true, owner, new Date(now.getTime() + 30 * day)))
      .thenThrows(ConflictError);
    given([added, placed(), ended]).when(pause()).thenThrows(ConflictError);
  });
  it('ends it for good; ending it again changes nothing', () => {
    given([added, placed(), pausedBy()]).when(end()).then([ended]);
    given([added, placed(), ended]).when(end()).thenNothingHappened();
  });
  it('answers 404 for someone else’s order, a removed item’s and an item without one', () => {
    given([added, placed()]).when(pause(other)).thenThrows(NotFoundError);
    given([added, placed()]).when(end(other)).thenThrows(NotFoundError);
    given([added, placed(), { type: 'BuyListItemRemoved', data: { id } }])
      .when(resume())
      .thenThrows(NotFoundError);
    given([added]).when(pause()).thenThrows(NotFoundError);
    given([]).when(end()).thenThrows(NotFoundError);
  });
});
