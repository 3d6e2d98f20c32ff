import { describe, it } from '@jest/globals';
import type { NotificationType } from '@dtn/contracts';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { deciderSpec } from '../testing/decider-spec';
import type { Actor } from '../shared/actor';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '5c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d40';
const group = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const registered = {
  type: 'UserRegistered' as const,
  data: {
    id,
    userId: 'auth0|jane',
    firstName: 'Jane',
    lastName: 'Doe',
    title: '',
    email: 'jane@sunrise.example',
    imageUrl: '',
    phoneNumber: '',
    role: 'SalesManager' as const,
    buyAuthority: true,
    sellAuthority: true,
    dealerGroupId: group,
    dealershipIds: ['3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e'],
    postalCode: '10001',
    latitude: 40.75,
    longitude: -73.99,
  },
};
const self: Actor = { id, role: 'SalesManager', dealerGroupId: group };
const gm: Actor = { id: 'g1', role: 'GeneralManager', dealerGroupId: group };
type Off = NotificationType[];
const choose = (off: Off, actor: Actor | null = self) => ({ type: 'ChooseNotificationEmails' as const, actor, data: { id, off } });
const chosen = (off: Off) => ({ type: 'NotificationEmailsChosen' as const, data: { id, off } });

describe('ChooseNotificationEmails', () => {
  it('switches emails off per type, the set sorted', () =>
    given([registered])
      .when(choose(['OfferReminder', 'NewReply']))
      .then([chosen(['NewReply', 'OfferReminder'])]));

  it('switches them on again with a smaller set, and all on with an empty one', () => {
    given([registered, chosen(['NewReply', 'OfferReminder'])])
      .when(choose(['NewReply']))
      .then([chosen(['NewReply'])]);
    given([registered, chosen(['NewReply'])])
      .when(choose([]))
      .then([chosen([])]);
  });

  it('changes nothing when the set is the one in force (every email on at registration)', () => {
    given([registered]).when(choose([])).thenNothingHappened();
    given([registered, chosen(['BoughtNow', 'OfferExpired'])])
      .when(choose(['OfferExpired', 'BoughtNow']))
      .thenNothingHappened();
  });

  it('is for the user themself only; the system may choose for anyone', () => {
    given([registered])
      .when(choose(['NewReply'], gm))
      .thenThrows(ForbiddenError);
    given([registered])
      .when(choose(['NewReply'], null))
      .then([chosen(['NewReply'])]);
  });

  it('answers not found for a user not registered', () => given([]).when(choose([], null)).thenThrows(NotFoundError));
});
