import { buyListMaxRadius, buyListMinRadius, maxVehicleYear, minVehicleYear, type BuyListEvent } from '@dtn/contracts';
import { AddBuyListItemBody } from '@dtn/contracts/routes/buy-list';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { modelDetails, listModels, listMakes } from '@dtn/platform/vehicle-data/catalog';
import type { Actor } from '../shared/actor';
import { FieldErrors, assertNever } from '../shared/validation';
import { decideStandingOrder, placeStandingOrder, type StandingOrderCommand, type StandingOrderRequest } from './decide-standing-order';
import type { BuyListItemState } from './state';
import type { z } from 'zod';

/** What the form sends, after the route's schema (its id, owner and coordinates aside: the id
 * is always fresh, the owner is the actor, the coordinates are the user's stored ones). */
export type BuyListItemInput = Pick<
  z.output<typeof AddBuyListItemBody>,
  'make' | 'model' | 'startYear' | 'endYear' | 'searchRadius' | 'retailReadyOnly' | 'tradeIn'
>;

export interface AddBuyListItem {
  type: 'AddBuyListItem';
  actor: Actor | null;
  id: string;
  item: BuyListItemInput;
  /** The owner's stored coordinates (the matching centre). */
  location: { latitude: number; longitude: number };
  /** "Make offers automatically": the item is a standing order too (issue 35). */
  autoOffer?: StandingOrderRequest | null;
  now: Date;
}
interface RemoveBuyListItem {
  type: 'RemoveBuyListItem';
  actor: Actor | null;
  id: string;
}
export type BuyListCommand = AddBuyListItem | RemoveBuyListItem | StandingOrderCommand;

const yearErrorMessage = 'buy-list.year-error';

const signedIn = (actor: Actor | null): Actor => {
  if (!actor) throw new ForbiddenError('Buy lists belong to signed-in users.');
  return actor;
};

/** Make, then model, in vPIC's own spelling; the years and the radius of section 9. Field names
 * are the body's, so the form can mark them. */
function validItem(item: BuyListItemInput, now: Date): BuyListItemInput {
  const errors = new FieldErrors();
  const known = modelDetails(item.make, item.model);
  const makeKnown = listMakes().some((make) => make.toLowerCase() === item.make.trim().toLowerCase());
  if (!makeKnown) errors.add('body.make', `${item.make} is not a known make.`);
  else if (!known) errors.add('body.model', `${item.model} is not a ${item.make} model (${listModels(item.make).length} known).`);
  const maxYear = maxVehicleYear(now);
  for (const field of ['startYear', 'endYear'] as const) {
    const year = item[field];
    if (!Number.isInteger(year) || year < minVehicleYear || year > maxYear) {
      errors.add(`body.${field}`, `${field} must be a year from ${minVehicleYear} to ${maxYear}.`);
    }
  }
  if (item.endYear < item.startYear) errors.add('body.endYear', yearErrorMessage);
  // The route's own piece (whole miles: the read models keep the radius in an integer column),
  // checked again here because the seed adds items too.
  if (!AddBuyListItemBody.shape.searchRadius.safeParse(item.searchRadius).success) {
    errors.add('body.searchRadius', `searchRadius must be ${buyListMinRadius} to ${buyListMaxRadius} whole miles.`);
  }
  errors.throwIfAny(item.endYear < item.startYear ? yearErrorMessage : undefined);
  return { ...item, make: known!.make, model: known!.model };
}

function add(command: AddBuyListItem, state: BuyListItemState): BuyListEvent[] {
  const actor = signedIn(command.actor);
  if (state.status !== 'none') throw new ConflictError(`Buy list item ${command.id} already exists.`);
  const item = validItem(command.item, command.now);
  const order = command.autoOffer ? [placeStandingOrder(command.id, actor, command.autoOffer, command.now)] : [];
  return [
    {
      type: 'BuyListItemAdded',
      data: { id: command.id, userId: actor.id, dealerGroupId: actor.dealerGroupId, ...item, ...command.location },
    },
    ...order,
  ];
}

/** Only the owner removes; anyone else (even an Admin) and a removed item: not found, so an
 * item's existence is nobody else's business and a repeated delete says it is gone. */
function remove(command: RemoveBuyListItem, state: BuyListItemState): BuyListEvent[] {
  const actor = signedIn(command.actor);
  if (state.status !== 'added' || state.userId !== actor.id) throw new NotFoundError('The buy list item was not found.');
  return [{ type: 'BuyListItemRemoved', data: { id: command.id } }];
}

export function decide(command: BuyListCommand, state: BuyListItemState): BuyListEvent[] {
  switch (command.type) {
    case 'AddBuyListItem':
      return add(command, state);
    case 'RemoveBuyListItem':
      return remove(command, state);
    case 'PauseStandingOrder':
    case 'ResumeStandingOrder':
    case 'EndStandingOrder':
      return decideStandingOrder(command, state);
    default:
      return assertNever(command);
  }
}
