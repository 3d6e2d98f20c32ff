import { describe, it } from '@jest/globals';
import type { OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import {
  accepted,
  admin,
  buyer,
  cancelled,
  firstDeadline,
  given,
  inventoryId,
  lost,
  messageId,
  now,
  offerId,
  otherBuyer,
  otherOfferId,
  quoted,
  rejected,
  responseHours,
  selected,
  seller,
  stranger,
  submitted,
  transportRequested,
  updated,
} from './test-fixtures';

const cancel = (actor: Actor | null = buyer, expectedVersion?: number) => ({ type: 'CancelOffer' as const, actor, expectedVersion });
const restore = (actor: Actor | null = buyer, vehicleSold = false, expectedVersion?: number) => ({
  type: 'RestoreOffer' as const,
  actor,
  vehicleSold,
  expectedVersion,
  now,
  responseHours,
});
const dismiss = (side: 'buyer' | 'seller', actor: Actor | null) => ({ type: 'DismissOffer' as const, actor, side });
const reject = (actor: Actor | null = seller, onInventory = inventoryId, expectedVersion?: number) => ({
  type: 'RejectOffer' as const,
  actor,
  inventoryId: onInventory,
  expectedVersion,
});
const loseTo = (winningOfferId: string | null = otherOfferId) => ({ type: 'LoseToSale' as const, winningOfferId });
const say = (message: string, actor: Actor | null = buyer) => ({ type: 'AddConversationMessage' as const, actor, messageId, message, now });
const restored = (status: 'bidding-transportation' | 'submitted'): OfferEvent => ({
  type: 'OfferRestored',
  data: { offerId, status, ...(status === 'submitted' ? { deadline: firstDeadline } : {}) },
});
const dismissedBy = (side: 'Buyer' | 'Seller'): OfferEvent => ({ type: `OfferDismissedBy${side}`, data: { offerId } });

const live = { 'bidding-transportation': [transportRequested], bid: [transportRequested, quoted(), selected()], submitted: [submitted()] };
/** The seller's staff see an offer once it was bid on: not in these stages. */
const notBidYet = { 'bidding-transportation': live['bidding-transportation'], bid: live.bid };
const finished = { won: [submitted(), accepted()], lost: [submitted(), rejected], cancelled: [submitted(), cancelled] };

describe('CancelOffer', () => {
  it.each(Object.entries(live))('cancels a %s offer', (_status, history) => given(history).when(cancel()).then([cancelled]));
  it.each(Object.entries(finished))('refuses a %s offer (409)', (_status, history) =>
    given(history).when(cancel()).thenThrows(ConflictError),
  );
  it('refuses the seller (403), lets an Admin (200); 404 unknown, and to those who do not see it', () => {
    given([submitted()]).when(cancel(seller)).thenThrows(ForbiddenError);
    given([submitted()]).when(cancel(admin)).then([cancelled]);
    given([]).when(cancel()).thenThrows(NotFoundError);
    given([submitted()]).when(cancel(otherBuyer)).thenThrows(NotFoundError);
    given([submitted()]).when(cancel(stranger)).thenThrows(NotFoundError);
    given([transportRequested]).when(cancel(seller)).thenThrows(NotFoundError);
  });
});

describe('CloseOfferForDemoReset', () => {
  const close = (actor: Actor | null = null) => ({ type: 'CloseOfferForDemoReset' as const, actor });
  const closedByReset: OfferEvent = { type: 'OfferCancelled', data: { offerId, reason: 'demo-reset' } };
  it('ends a won offer, so the relisted vehicle is never won twice', () => given(finished.won).when(close()).then([closedByReset]));
  it.each(Object.entries(live))('ends a %s offer', (_status, history) => given(history).when(close()).then([closedByReset]));
  it('leaves lost and cancelled offers as they are (repeats are no-ops)', () => {
    given(finished.lost).when(close()).thenNothingHappened();
    given(finished.cancelled).when(close()).thenNothingHappened();
    given([...finished.won, closedByReset])
      .when(close())
      .thenNothingHappened();
  });
  it('is the system’s or an Admin’s only (403 for buyer and seller)', () => {
    given(finished.won).when(close(admin)).then([closedByReset]);
    given(finished.won).when(close(buyer)).thenThrows(ForbiddenError);
    given(finished.won).when(close(seller)).thenThrows(ForbiddenError);
  });
  it('lets the buyer restore a won offer the reset ended as submitted, to be accepted again', () =>
    given([...finished.won, closedByReset])
      .when(restore())
      .then([restored('submitted')]));
});

describe('RestoreOffer', () => {
  it('restores a cancelled submitted offer as submitted', () =>
    given([submitted(), cancelled])
      .when(restore())
      .then([restored('submitted')]));
  it('restores a cancelled transport request as bidding-transportation', () =>
    given([transportRequested, cancelled])
      .when(restore())
      .then([restored('bidding-transportation')]));
  it('restores a cancelled bid (selection kept) as bidding-transportation', () =>
    given([...live.bid, cancelled])
      .when(restore())
      .then([restored('bidding-transportation')]));
  it.each(Object.entries({ ...live, won: finished.won, lost: finished.lost }))('refuses a %s offer (409)', (_status, history) =>
    given(history).when(restore()).thenThrows(ConflictError),
  );
  it('refuses when the vehicle is sold (409) and for anyone but the buyer (403; 404 to whom does not see it)', () => {
    given([submitted(), cancelled]).when(restore(buyer, true)).thenThrows(ConflictError);
    given([submitted(), cancelled]).when(restore(seller)).thenThrows(ForbiddenError);
    given([submitted(), cancelled]).when(restore(stranger)).thenThrows(NotFoundError);
  });
});

describe('DismissOffer', () => {
  it.each(Object.entries(finished))('lets each side dismiss a %s offer once', (_status, history) => {
    given(history)
      .when(dismiss('buyer', buyer))
      .then([dismissedBy('Buyer')]);
    given(history)
      .when(dismiss('seller', seller))
      .then([dismissedBy('Seller')]);
    given([...history, dismissedBy('Buyer')])
      .when(dismiss('buyer', buyer))
      .thenNothingHappened();
    given([...history, dismissedBy('Buyer')])
      .when(dismiss('seller', seller))
      .then([dismissedBy('Seller')]);
    given([...history, dismissedBy('Seller')])
      .when(dismiss('seller', seller))
      .thenNothingHappened();
  });
  it.each(Object.entries(live))('refuses a %s offer (409)', (_status, history) => {
    given(history).when(dismiss('buyer', buyer)).thenThrows(ConflictError);
    given(history).when(dismiss('seller', admin)).thenThrows(ConflictError);
  });
  it('refuses the seller a submitted offer (409), before it was bid on it is not there (404)', () => {
    given([submitted()]).when(dismiss('seller', seller)).thenThrows(ConflictError);
    given(live['bidding-transportation']).when(dismiss('seller', seller)).thenThrows(NotFoundError);
    given(live.bid).when(dismiss('seller', seller)).thenThrows(NotFoundError);
    given([transportRequested, cancelled]).when(dismiss('seller', seller)).thenThrows(NotFoundError);
  });
  it('keeps each side to its own flag (403); 404 to those who do not see it', () => {
    given(finished.won).when(dismiss('buyer', seller)).thenThrows(ForbiddenError);
    given(finished.won).when(dismiss('seller', buyer)).thenThrows(ForbiddenError);
    given(finished.won).when(dismiss('seller', stranger)).thenThrows(NotFoundError);
    given(finished.won).when(dismiss('buyer', otherBuyer)).thenThrows(NotFoundError);
  });
});

describe('The terms version (If-Match): an action applies to the terms its caller saw', () => {
  // Versions are stream revisions: submitted() is 0, the next event 1, and so on. The accept's
  // cases are in decide-accept.unit.test.
  it('refuses a reject whose terms moved since (412), even to $1', () =>
    given([submitted(20000), updated(1)])
      .when(reject(seller, inventoryId, 0))
      .thenThrows(PreconditionFailedError));
  it('is not moved by a chat message or a transport quote', () => {
    const message: OfferEvent = {
      type: 'ConversationMessageAdded',
      data: { offerId, messageId, fromUserId: buyer.id, message: 'Hi', sentAt: now.toISOString() },
    };
    given([submitted(), message])
      .when(reject(seller, inventoryId, 0))
      .then([rejected]);
    given([transportRequested, quoted()]).when(cancel(buyer, 0)).then([cancelled]);
  });
  it('holds for the buyer’s cancel and restore too', () => {
    given([submitted(), updated(9000)])
      .when(cancel(buyer, 0))
      .thenThrows(PreconditionFailedError);
    given([submitted(), cancelled])
      .when(restore(buyer, false, 1))
      .then([restored('submitted')]);
    given([submitted(), cancelled, restored('submitted'), cancelled])
      .when(restore(buyer, false, 1))
      .thenThrows(PreconditionFailedError);
  });
  it('tells nothing to whoever may not see the offer: access is refused before the version is compared', () =>
    given([submitted(), updated(1)])
      .when(cancel(otherBuyer, 0))
      .thenThrows(NotFoundError));
});

describe('RejectOffer', () => {
  it('loses a submitted offer', () => given([submitted()]).when(reject()).then([rejected]));
  it('is a no-op on a lost offer', () => given(finished.lost).when(reject()).thenNothingHappened());
  it.each(Object.entries({ won: finished.won, cancelled: finished.cancelled }))('refuses a %s offer (409)', (_status, history) =>
    given(history).when(reject()).thenThrows(ConflictError),
  );
  it.each(Object.entries(notBidYet))('is not there for the seller in the %s stage (404); an Admin gets a 409', (_status, history) => {
    given(history).when(reject()).thenThrows(NotFoundError);
    given(history).when(reject(admin)).thenThrows(ConflictError);
  });
  it('refuses the buyer (403); other groups and another vehicle (404)', () => {
    given([submitted()]).when(reject(buyer)).thenThrows(ForbiddenError);
    given([submitted()]).when(reject(stranger)).thenThrows(NotFoundError);
    given([submitted()]).when(reject(seller, otherOfferId)).thenThrows(NotFoundError);
  });
});

describe('LoseToSale', () => {
  it.each(Object.entries(live))('loses a %s offer to the winner', (_status, history) => given(history).when(loseTo()).then([lost]));
  it('records a sale outside the network with no winner', () =>
    given([submitted()])
      .when(loseTo(null))
      .then([{ type: 'OfferLost', data: { offerId, inventoryId, winningOfferId: null } }]));
  it.each(Object.entries(finished))('leaves a %s offer alone', (_status, history) => given(history).when(loseTo()).thenNothingHappened());
  it('never loses the winner itself, nor a missing offer', () => {
    given([submitted()]).when(loseTo(offerId)).thenNothingHappened();
    given([]).when(loseTo()).thenNothingHappened();
  });
});

describe('AddConversationMessage', () => {
  const added = (fromUserId: string, message = 'Still available?'): OfferEvent => ({
    type: 'ConversationMessageAdded',
    data: { offerId, messageId, fromUserId, message, sentAt: now.toISOString() },
  });
  it('lets the buyer and the seller’s staff write', () => {
    given([submitted()])
      .when(say('Still available?'))
      .then([added(buyer.id)]);
    given([submitted()])
      .when(say('Yes', seller))
      .then([added(seller.id, 'Yes')]);
    given(finished.won)
      .when(say('Thanks', buyer))
      .then([added(buyer.id, 'Thanks')]);
  });
  it('keeps the buyer quiet while bidding-transportation (409); the seller does not see it yet (404)', () => {
    given([transportRequested]).when(say('Hi')).thenThrows(ConflictError);
    given([transportRequested]).when(say('Hi', seller)).thenThrows(NotFoundError);
  });
  it('answers anyone else as an unknown offer (404)', () => {
    given([submitted()]).when(say('Hi', stranger)).thenThrows(NotFoundError);
    given([submitted()]).when(say('Hi', otherBuyer)).thenThrows(NotFoundError);
    given([]).when(say('Hi')).thenThrows(NotFoundError);
  });
});
