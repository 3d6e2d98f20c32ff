import { describe, expect, it } from '@jest/globals';
import type { InventoryEvent, OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
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
  now,
  offerId,
  otherOfferId,
  rejected,
  seller,
  stranger,
  submitted,
  transportRequested,
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

const accept = (actor: Actor | null = seller, onInventory = inventoryId): AcceptOffer => ({
  type: 'AcceptOffer',
  actor,
  inventoryId: onInventory,
  now,
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

  it('refuses a vehicle its stream does not know (404)', () =>
    given({ offer: [submitted()], vehicle: [] })
      .when(accept())
      .thenThrows(NotFoundError));
});
