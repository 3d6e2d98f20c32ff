import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import type { InventoryState } from '../inventory/state';
import type { OfferParties } from './state';

/** A buyer may open an offer on a listed, unsold vehicle of another dealer group; the parties it
 * names are fixed from then on. */
export function partiesFor(actor: Actor, offerId: string, vehicle: InventoryState): OfferParties {
  if (vehicle.status === 'unlisted') throw new NotFoundError('The vehicle was not found.');
  if (actor.dealerGroupId === null) throw new ForbiddenError('Only users of a dealer group can make offers.');
  if (actor.dealerGroupId === vehicle.dealerGroupId) throw new ForbiddenError('You cannot bid on a vehicle of your own dealer group.');
  if (vehicle.status === 'sold') throw new ConflictError('The vehicle is already sold.');
  const { vin, year, make, model } = vehicle.vehicle;
  return {
    offerId,
    inventoryId: vehicle.id,
    vin,
    year,
    make,
    model,
    buyerUserId: actor.id,
    buyerDealerGroupId: actor.dealerGroupId,
    sellerDealerGroupId: vehicle.dealerGroupId,
    sellerDealershipId: vehicle.dealershipId,
  };
}
