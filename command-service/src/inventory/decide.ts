import { BuyNowPriceBody, type InventoryEvent, type VehicleData } from '@dtn/contracts';
import { parseListPrice } from '@dtn/contracts/domain/list-price';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { actorUserId, actsForDealerGroup, type Actor } from '../shared/actor';
import { assertNever, FieldErrors } from '../shared/validation';
import { sameVehicle } from './same-vehicle';
import type { InventoryState } from './state';

/** One row of a dealer-management-system feed for one dealership (already validated). */
export interface ImportVehicle {
  type: 'ImportVehicle';
  data: { id: string; dealershipId: string; dealerGroupId: string; vehicle: VehicleData; sold: boolean };
  now: Date;
}
export interface SpotlightVehicle {
  type: 'SpotlightVehicle';
  data: { id: string };
  actor: Actor | null;
}
export interface UnspotlightVehicle {
  type: 'UnspotlightVehicle';
  data: { id: string };
  actor: Actor | null;
}
export interface MarkVehicleSold {
  type: 'MarkVehicleSold';
  data: { id: string; offerId: string | null };
  actor: Actor | null;
  now: Date;
}

/** Puts a sold vehicle back on sale (the demo reset); a vehicle on sale already: no-op. */
export interface RelistVehicle {
  type: 'RelistVehicle';
  data: { id: string };
  actor: Actor | null;
}

/** The seller sets, changes (a price) or clears (null) the vehicle's Buy Now price. */
export interface SetBuyNowPrice {
  type: 'SetBuyNowPrice';
  data: { id: string; price: number | null };
  actor: Actor | null;
}

/** The seller sets a new list price (aging: reprice, one of the exits). */
export interface RepriceVehicle {
  type: 'RepriceVehicle';
  data: { id: string; listPrice: number };
  actor: Actor | null;
}

export type InventoryCommand =
  ImportVehicle | SpotlightVehicle | UnspotlightVehicle | MarkVehicleSold | RelistVehicle | SetBuyNowPrice | RepriceVehicle;

type Listed = Exclude<InventoryState, { status: 'unlisted' }>;

/** The vehicle must exist, and only its own dealer group (or an Admin) may act on it. Every
 * vehicle is on view to every group (its detail page), so another group's is a 403, not a 404;
 * the 403 comes before any state conflict so other groups learn nothing more about it. */
function ownedVehicle(state: InventoryState, actor: Actor | null): Listed {
  if (state.status === 'unlisted') throw new NotFoundError('The vehicle was not found.');
  if (!actsForDealerGroup(actor, state.dealerGroupId)) {
    throw new ForbiddenError('Only users of the vehicle’s dealer group can change it.');
  }
  return state;
}

/** A feed repeats itself: a row already reflected in the stream appends nothing, and a feed that
 * keeps reporting a vehicle as sold does not fail (a sold vehicle cannot be un-sold by a feed). */
function importVehicle({ data, now }: ImportVehicle, state: InventoryState): InventoryEvent[] {
  const { id, dealershipId, dealerGroupId, vehicle, sold } = data;
  const events: InventoryEvent[] = [];
  if (state.status === 'unlisted') {
    events.push({ type: 'VehicleListed', data: { ...vehicle, id, dealershipId, dealerGroupId } });
  } else if (!sameVehicle(state.vehicle, vehicle)) {
    events.push({ type: 'VehicleUpdated', data: { ...vehicle, id } });
  }
  if (sold && state.status !== 'sold') {
    events.push({ type: 'VehicleSold', data: { id, soldAt: now.toISOString(), offerId: null } });
  }
  return events;
}

/** Spotlighting a sold vehicle is a 409; spotlighting a spotlighted one is an idempotent no-op, so
 * a double click or a retried request is harmless. */
function spotlightVehicle({ data, actor }: SpotlightVehicle, state: InventoryState): InventoryEvent[] {
  const vehicle = ownedVehicle(state, actor);
  if (vehicle.status === 'sold') throw new ConflictError('A sold vehicle cannot be spotlighted.');
  if (vehicle.spotlight) return [];
  return [{ type: 'VehicleSpotlighted', data: { id: data.id, byUserId: actorUserId(actor) } }];
}

/** Removing a spotlight is allowed even after the sale: it only takes the vehicle off the
 * spotlighted list. Not spotlighted: no-op. */
function unspotlightVehicle({ data, actor }: UnspotlightVehicle, state: InventoryState): InventoryEvent[] {
  const vehicle = ownedVehicle(state, actor);
  if (!vehicle.spotlight) return [];
  return [{ type: 'VehicleUnspotlighted', data: { id: data.id, byUserId: actorUserId(actor) } }];
}

/** A vehicle is sold once: the second sale (another won offer, a retried accept) is a 409. */
function markVehicleSold({ data, actor, now }: MarkVehicleSold, state: InventoryState): InventoryEvent[] {
  const vehicle = ownedVehicle(state, actor);
  if (vehicle.status === 'sold') throw new ConflictError(`Vehicle ${data.id} is already sold.`);
  return [{ type: 'VehicleSold', data: { id: data.id, soldAt: now.toISOString(), offerId: data.offerId } }];
}

function relistVehicle({ data, actor }: RelistVehicle, state: InventoryState): InventoryEvent[] {
  const vehicle = ownedVehicle(state, actor);
  return vehicle.status === 'sold' ? [{ type: 'VehicleRelisted', data: { id: data.id } }] : [];
}

/** A Buy Now price is a bid's amount (0.01 up, cents) by the route's own schema piece: the seed
 * sets prices it computed, and the event's contract needs it whoever calls. Same price again (or
 * clearing a cleared one): no-op, so the price's version (which a buyer's If-Match names) moves
 * only when the price does. */
function setBuyNowPrice({ data, actor }: SetBuyNowPrice, state: InventoryState): InventoryEvent[] {
  const vehicle = ownedVehicle(state, actor);
  const { id, price } = data;
  const format = BuyNowPriceBody.shape.price.safeParse(price);
  if (!format.success) new FieldErrors().add('price', `price: ${format.error.issues[0]?.message}`).throwIfAny();
  if (vehicle.status === 'sold') throw new ConflictError('A sold vehicle has no Buy Now price.');
  if (vehicle.buyNowPrice === price) return [];
  return [{ type: 'BuyNowPriceSet', data: { id, price, byUserId: actorUserId(actor) } }];
}

/** The list price's format (a bid's amount) is the route's RepriceBody, its only sender. A sold
 * vehicle keeps the price it sold at (409). The same price again appends nothing. */
function repriceVehicle({ data, actor }: RepriceVehicle, state: InventoryState): InventoryEvent[] {
  const vehicle = ownedVehicle(state, actor);
  const { id, listPrice } = data;
  if (vehicle.status === 'sold') throw new ConflictError('A sold vehicle cannot be repriced.');
  const previous = parseListPrice(vehicle.vehicle.data);
  if (previous === listPrice.toFixed(2)) return [];
  const previousListPrice = previous === null ? null : Number(previous);
  return [{ type: 'VehicleRepriced', data: { id, listPrice, previousListPrice, byUserId: actorUserId(actor) } }];
}

export function decide(command: InventoryCommand, state: InventoryState): InventoryEvent[] {
  switch (command.type) {
    case 'ImportVehicle':
      return importVehicle(command, state);
    case 'SpotlightVehicle':
      return spotlightVehicle(command, state);
    case 'UnspotlightVehicle':
      return unspotlightVehicle(command, state);
    case 'MarkVehicleSold':
      return markVehicleSold(command, state);
    case 'RelistVehicle':
      return relistVehicle(command, state);
    case 'SetBuyNowPrice':
      return setBuyNowPrice(command, state);
    case 'RepriceVehicle':
      return repriceVehicle(command, state);
    default:
      return assertNever(command);
  }
}
