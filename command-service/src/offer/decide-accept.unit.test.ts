import { describe, expect, it } from '@jest/globals';
import type { InventoryEvent, OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError } from '@dtn/platform/errors';
import { evolve as evolveVehicle, initialState as noVehicle } from '../inventory/state';
import { systemUserId, type Actor } from '../shared/actor';
import type { AcceptOffer } from './command-types';
import { decideAccept, type AcceptDecision } from './decide-accept';
import { evolve as evolveOffer, initialState as noOffer } from './state';
import {
  accepted,
  admin,
  buyer,
  cancelled,
  inventoryId,
  lost,
  messageId,
  now,
  offerId,
  otherOfferId,
  quoted,
  rejected,
  selected,
  seller,
  stranger,
  submitted,
  transportRequested,
  updated,
  vehicleListed,
  vehicleSoldTo,
} from './test-fixtures';

/** given({ offer, vehicle }).when(command).then({ vehicle, offer }): both states folded from
 * their own events, the decision as the events each stream gets. */
const given = (history: { offer: OfferEvent[]; vehicle: InventoryEvent[] }) => ({
  when: (command: AcceptOffer) => {
    const run = () => decideAccept(command, history.offer.reduce(evolveOffer, noOffer), history.vehicle.reduce(evolveVehicle, noVehicle));
    return {
      then: (expected: AcceptDecision) => expect(run()).toEqual(expected),
      thenThrows: (errorClass: new (...args: never[]) => Error) => expect(run).toThrow(errorClass),
    };
  },
});

const accept = (actor: Actor | null = seller, onInventory = inventoryId, expectedVersion?: number): AcceptOffer => ({
  type: 'AcceptOffer',
  actor,
  inventoryId: onInventory,
  now,
  expectedVersion,
});
const listed = [vehicleListed];
const nothing: AcceptDecision = { vehicle: [], offer: [] };

describe('accepting an offer: one decision over the offer and its vehicle', () => {
  it('sells the vehicle to the offer and wins the offer', () =>
    given({ offer: [submitted()], vehicle: listed })
      .when(accept())
      .then({ vehicle: [vehicleSoldTo(offerId)], offer: [accepted()] }));

  it('records who accepted on the offer: an Admin, or the system user for the system', () => {
    given({ offer: [submitted()], vehicle: listed })
      .when(accept(admin))
      .then({ vehicle: [vehicleSoldTo(offerId)], offer: [accepted(admin.id)] });
    given({ offer: [submitted()], vehicle: listed })
      .when(accept(null))
      .then({ vehicle: [vehicleSoldTo(offerId)], offer: [accepted(systemUserId)] });
  });

  it('sells a vehicle once: sold to another offer or by the feed, the accept is a 409 on both streams', () => {
    // What the losers of concurrent accepts decide again on, once the winner's VehicleSold is in.
    given({ offer: [submitted()], vehicle: [...listed, vehicleSoldTo(otherOfferId)] })
      .when(accept())
      .thenThrows(ConflictError);
    given({ offer: [submitted()], vehicle: [...listed, vehicleSoldTo(null)] })
      .when(accept())
      .thenThrows(ConflictError);
  });

  it('changes nothing when the offer is won already (a retried accept)', () => {
    given({ offer: [submitted(), accepted()], vehicle: [...listed, vehicleSoldTo(offerId)] })
      .when(accept())
      .then(nothing);
  });

  it('takes the offer’s refusals first, whatever the vehicle (403, 404, 409)', () => {
    const sold = [...listed, vehicleSoldTo(otherOfferId)];
    given({ offer: [submitted()], vehicle: sold })
      .when(accept(stranger))
      .thenThrows(NotFoundError);
    given({ offer: [submitted()], vehicle: sold })
      .when(accept(buyer))
      .thenThrows(ForbiddenError);
    given({ offer: [], vehicle: listed }).when(accept()).thenThrows(NotFoundError);
    given({ offer: [submitted()], vehicle: listed })
      .when(accept(seller, otherOfferId))
      .thenThrows(NotFoundError);
    // Before it was bid on the seller does not see the offer; after, a finished one is a conflict.
    given({ offer: [transportRequested], vehicle: listed })
      .when(accept())
      .thenThrows(NotFoundError);
    for (const offer of [
      [submitted(), lost],
      [submitted(), rejected],
      [submitted(), cancelled],
    ]) {
      given({ offer, vehicle: listed }).when(accept()).thenThrows(ConflictError);
    }
  });

  it('is not there for the seller before the offer is bid on (404); an Admin gets a 409', () => {
    for (const offer of [[transportRequested], [transportRequested, quoted(), selected()]]) {
      given({ offer, vehicle: listed }).when(accept()).thenThrows(NotFoundError);
      given({ offer, vehicle: listed }).when(accept(admin)).thenThrows(ConflictError);
    }
  });

  it('refuses a vehicle its stream does not know (404)', () =>
    given({ offer: [submitted()], vehicle: [] })
      .when(accept())
      .thenThrows(NotFoundError));
});

describe('the terms version (If-Match): the seller accepts the terms they saw', () => {
  // Versions are stream revisions: submitted() is 0, the next event 1, and so on.
  it('accepts at the version the seller saw, recording the amounts it sold at', () => {
    given({ offer: [submitted()], vehicle: listed })
      .when(accept(seller, inventoryId, 0))
      .then({ vehicle: [vehicleSoldTo(offerId)], offer: [accepted()] });
    given({ offer: [submitted(), updated(9000)], vehicle: listed })
      .when(accept(seller, inventoryId, 1))
      .then({ vehicle: [vehicleSoldTo(offerId)], offer: [accepted(seller.id, 9000)] });
  });
  it('refuses terms that moved since (412), even to $1, and a cancel seen live (412, not 409)', () => {
    given({ offer: [submitted(20000), updated(1)], vehicle: listed })
      .when(accept(seller, inventoryId, 0))
      .thenThrows(PreconditionFailedError);
    given({ offer: [submitted(), cancelled], vehicle: listed })
      .when(accept(seller, inventoryId, 0))
      .thenThrows(PreconditionFailedError);
  });
  it('is not moved by a chat message', () => {
    const message: OfferEvent = {
      type: 'ConversationMessageAdded',
      data: { offerId, messageId, fromUserId: buyer.id, message: 'Hi', sentAt: now.toISOString() },
    };
    given({ offer: [submitted(), message], vehicle: listed })
      .when(accept(seller, inventoryId, 0))
      .then({ vehicle: [vehicleSoldTo(offerId)], offer: [accepted()] });
  });
  it('tells nothing to whoever may not see the offer: access is refused before the version is compared', () =>
    given({ offer: [submitted(), updated(1)], vehicle: listed })
      .when(accept(stranger, inventoryId, 0))
      .thenThrows(NotFoundError));
});
