import { describe, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type AddBuyListItem, type BuyListItemInput } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '9b000000-0000-4000-8000-000000000001';
const owner: Actor = {
  id: '7b000000-0000-4000-8000-000000000001',
  role: 'UsedCarManager',
  dealerGroupId: '6b000000-0000-4000-8000-000000000001',
};
const other: Actor = { ...owner, id: '7b000000-0000-4000-8000-000000000002' };
const admin: Actor = { id: '7b000000-0000-4000-8000-000000000003', role: 'Admin', dealerGroupId: null };
const now = new Date('2025-06-01T00:00:00Z');
const location = { latitude: 34.09, longitude: -118.41 };
const item: BuyListItemInput = {
  make: 'honda',
  model: 'ACCORD',
  startYear: 2018,
  endYear: 2022,
  searchRadius: 50,
  retailReadyOnly: false,
  tradeIn: true,
};
const addCommand = (over: Partial<BuyListItemInput> = {}, actor: Actor | null = owner): AddBuyListItem => ({
  type: 'AddBuyListItem',
  actor,
  id,
  item: { ...item, ...over },
  location,
  now,
});
const added = {
  type: 'BuyListItemAdded' as const,
  data: { id, userId: owner.id, dealerGroupId: owner.dealerGroupId, ...item, make: 'Honda', model: 'Accord', ...location },
};
const removed = { type: 'BuyListItemRemoved' as const, data: { id } };
const remove = (actor: Actor | null = owner) => ({ type: 'RemoveBuyListItem' as const, actor, id });

describe('AddBuyListItem', () => {
  it('adds the item in vPIC spelling, owned by the caller at their stored coordinates', () => given([]).when(addCommand()).then([added]));
  it('keeps an Admin outside any group as owner without a dealer group', () =>
    given([])
      .when(addCommand({}, admin))
      .then([{ ...added, data: { ...added.data, userId: admin.id, dealerGroupId: null } }]));
  it('accepts one year and the radius limits', () => {
    given([])
      .when(addCommand({ startYear: 2020, endYear: 2020, searchRadius: 20 }))
      .then([{ ...added, data: { ...added.data, startYear: 2020, endYear: 2020, searchRadius: 20 } }]);
    given([])
      .when(addCommand({ searchRadius: 500, startYear: 1900, endYear: 2027 }))
      .then([{ ...added, data: { ...added.data, searchRadius: 500, startYear: 1900, endYear: 2027 } }]);
  });
  it('refuses an unknown make, or a model not of the make', () => {
    given([])
      .when(addCommand({ make: 'Hondda' }))
      .thenThrows(ValidationError, ['body.make']);
    given([])
      .when(addCommand({ model: 'Camry' }))
      .thenThrows(ValidationError, ['body.model']);
  });
  it('refuses an end year before the start year (buy-list.year-error)', () =>
    given([])
      .when(addCommand({ startYear: 2022, endYear: 2018 }))
      .thenThrows(ValidationError, ['body.endYear']));
  it('refuses years outside 1900..current+2 and a radius outside 20..500', () => {
    given([])
      .when(addCommand({ startYear: 1899 }))
      .thenThrows(ValidationError, ['body.startYear']);
    given([])
      .when(addCommand({ endYear: 2028 }))
      .thenThrows(ValidationError, ['body.endYear']);
    given([])
      .when(addCommand({ searchRadius: 19 }))
      .thenThrows(ValidationError, ['body.searchRadius']);
    given([])
      .when(addCommand({ searchRadius: 501 }))
      .thenThrows(ValidationError, ['body.searchRadius']);
    // Whole miles only: 50.5 once stopped every projector (an integer column).
    given([])
      .when(addCommand({ searchRadius: 50.5 }))
      .thenThrows(ValidationError, ['body.searchRadius']);
  });
  it('is refused for the system and for an existing item', () => {
    given([]).when(addCommand({}, null)).thenThrows(ForbiddenError);
    given([added]).when(addCommand()).thenThrows(ConflictError);
  });
});

describe('RemoveBuyListItem', () => {
  it('removes the owner’s item', () => given([added]).when(remove()).then([removed]));
  it('is not found for anyone else, an Admin, an unknown or an already removed item', () => {
    given([added]).when(remove(other)).thenThrows(NotFoundError);
    given([added]).when(remove(admin)).thenThrows(NotFoundError);
    given([]).when(remove()).thenThrows(NotFoundError);
    given([added, removed]).when(remove()).thenThrows(NotFoundError);
  });
  it('is refused for the system', () => given([added]).when(remove(null)).thenThrows(ForbiddenError));
});
